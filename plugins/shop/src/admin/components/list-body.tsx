import { Button, Text } from "@medusajs/ui"
import type { ReactNode } from "react"
import { useTranslation } from "react-i18next"

type Paging = { page: number; pageSize: number; count: number }

/**
 * A list's body: its error (with retry), loading and empty states, else the rows
 * followed by the page controls.
 */
export const ListBody = ({
  query,
  empty,
  paging,
  onPage,
  children,
}: {
  query: { isLoading: boolean; isError: boolean; refetch: () => unknown }
  empty: string | null
  paging: Paging
  onPage: (page: number) => void
  children: ReactNode
}) => {
  const { t } = useTranslation()
  const note = (text: string) => (
    <Text className="px-6 py-8 text-ui-fg-subtle">{text}</Text>
  )
  if (query.isError)
    return (
      <div className="flex items-center gap-2 px-6 py-8" role="alert">
        <Text>{t("uucShop.common.loadError")}</Text>
        <Button
          size="small"
          variant="secondary"
          onClick={() => query.refetch()}
        >
          {t("uucShop.common.retry")}
        </Button>
      </div>
    )
  if (query.isLoading) return note(t("uucShop.common.loading"))
  if (empty) return note(empty)
  const pages = Math.max(1, Math.ceil(paging.count / paging.pageSize))
  return (
    <>
      {children}
      <div className="flex items-center justify-between px-6 py-4">
        <Text size="small" className="text-ui-fg-subtle">
          {t("uucShop.common.pageOf", { page: paging.page + 1, pages })}
        </Text>
        <div className="flex gap-2">
          {[-1, 1].map((step) => (
            <Button
              key={step}
              size="small"
              variant="secondary"
              disabled={paging.page + step < 0 || paging.page + step >= pages}
              onClick={() => onPage(paging.page + step)}
            >
              {t(step < 0 ? "uucShop.common.previous" : "uucShop.common.next")}
            </Button>
          ))}
        </div>
      </div>
    </>
  )
}
