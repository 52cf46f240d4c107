import { Button, Text } from "@medusajs/ui"
import type { ReactNode } from "react"
import { useTranslation } from "react-i18next"

/** Loading, error (with retry) and empty states around a list. */
export const ListState = ({
  isLoading,
  isError,
  isEmpty,
  empty,
  retry,
  children,
}: {
  isLoading: boolean
  isError: boolean
  isEmpty: boolean
  empty: string
  retry: () => void
  children: ReactNode
}) => {
  const { t } = useTranslation()
  if (isError)
    return (
      <div className="flex items-center gap-2 px-6 py-8">
        <Text>{t("uucLedger.common.loadError")}</Text>
        <Button size="small" variant="secondary" onClick={retry}>
          {t("uucLedger.common.retry")}
        </Button>
      </div>
    )
  if (isLoading)
    return (
      <Text className="px-6 py-8 text-ui-fg-subtle">
        {t("uucLedger.common.loading")}
      </Text>
    )
  if (isEmpty)
    return <Text className="px-6 py-8 text-ui-fg-subtle">{empty}</Text>
  return <>{children}</>
}
