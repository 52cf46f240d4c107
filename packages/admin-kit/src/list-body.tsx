import { Button, Text } from "@medusajs/ui"
import type { ReactNode } from "react"
import { useTranslation } from "react-i18next"
import { Pager } from "./pager"

type Paging = { page: number; pageSize: number; count: number }

/** What a list reads of its query (a React Query result). */
export type ListQuery = {
  isLoading: boolean
  isError: boolean
  refetch: () => unknown
}

/**
 * A list's body: its error (with retry), loading and empty states, else the rows
 * followed by the page controls (when the list has pages). The texts are the
 * plugin's own (`<ns>.common.*`: loadError, retry, loading and the pager's).
 */
export const ListBody = ({
  ns,
  query,
  empty,
  paging,
  onPage,
  children,
}: {
  ns: string
  query: ListQuery
  /** What to say instead of the rows; null when there are rows to show. */
  empty: string | null
  paging?: Paging
  onPage?: (page: number) => void
  children: ReactNode
}) => {
  const { t } = useTranslation()
  const note = (text: string) => (
    <Text className="px-6 py-8 text-ui-fg-subtle">{text}</Text>
  )
  if (query.isError)
    return (
      <div className="flex items-center gap-2 px-6 py-8" role="alert">
        <Text>{t(`${ns}.common.loadError`)}</Text>
        <Button
          size="small"
          variant="secondary"
          onClick={() => query.refetch()}
        >
          {t(`${ns}.common.retry`)}
        </Button>
      </div>
    )
  if (query.isLoading) return note(t(`${ns}.common.loading`))
  if (empty !== null) return note(empty)
  return (
    <>
      {children}
      {paging && onPage && <Pager ns={ns} {...paging} onPage={onPage} />}
    </>
  )
}
