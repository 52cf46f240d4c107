import type { ComponentProps } from "react"
import { useTranslation } from "react-i18next"
import { PAGE_SIZE } from "../../hooks/ledger"
import { PagedList } from "./ledger-ui"

/**
 * A money screen's history: its heading and one page of rows (ledger page size,
 * the shared load error), with loading, error, empty and paging states.
 */
export function HistorySection<T>({
  title,
  heading: Heading = "h2",
  ...list
}: {
  title: string
  heading?: "h2" | "h3"
} & Omit<ComponentProps<typeof PagedList<T>>, "pageSize" | "loadError">) {
  const { t } = useTranslation()
  return (
    <section className="space-y-3">
      <Heading className="text-lg font-bold">{title}</Heading>
      <PagedList
        {...list}
        pageSize={PAGE_SIZE}
        loadError={t("wallet.listError")}
      />
    </section>
  )
}
