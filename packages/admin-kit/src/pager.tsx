import { Button, Text } from "@medusajs/ui"
import { useTranslation } from "react-i18next"

/**
 * "Page n of m" with previous and next. The texts are the plugin's own:
 * `<ns>.common.pageOf`, `<ns>.common.previous`, `<ns>.common.next`.
 */
export const Pager = ({
  ns,
  page,
  pageSize,
  count,
  onPage,
}: {
  ns: string
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
        {t(`${ns}.common.pageOf`, { page: page + 1, pages, count })}
      </Text>
      <div className="flex gap-2">
        <Button
          size="small"
          variant="secondary"
          disabled={page === 0}
          onClick={() => onPage(page - 1)}
        >
          {t(`${ns}.common.previous`)}
        </Button>
        <Button
          size="small"
          variant="secondary"
          disabled={page + 1 >= pages}
          onClick={() => onPage(page + 1)}
        >
          {t(`${ns}.common.next`)}
        </Button>
      </div>
    </div>
  )
}
