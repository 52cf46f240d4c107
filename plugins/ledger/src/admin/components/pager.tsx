import { Button, Text } from "@medusajs/ui"
import { useTranslation } from "react-i18next"

export const Pager = ({
  page,
  pageSize,
  count,
  onPage,
}: {
  page: number
  pageSize: number
  count: number
  onPage: (page: number) => void
}) => {
  const { t } = useTranslation()
  const pages = Math.max(1, Math.ceil(count / pageSize))
  return (
    <div className="flex items-center justify-between px-6 py-4">
      <Text size="small" className="text-ui-fg-subtle">
        {t("uucLedger.common.pageOf", { page: page + 1, pages, count })}
      </Text>
      <div className="flex gap-2">
        <Button
          size="small"
          variant="secondary"
          disabled={page === 0}
          onClick={() => onPage(page - 1)}
        >
          {t("uucLedger.common.previous")}
        </Button>
        <Button
          size="small"
          variant="secondary"
          disabled={page + 1 >= pages}
          onClick={() => onPage(page + 1)}
        >
          {t("uucLedger.common.next")}
        </Button>
      </div>
    </div>
  )
}
