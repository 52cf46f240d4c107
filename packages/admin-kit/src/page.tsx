import { Button, Heading, Text } from "@medusajs/ui"
import { useState, type ReactNode } from "react"

/** A page's title, its one-line hint and, on the right, its actions. */
export const PageHeader = ({
  title,
  hint,
  actions,
}: {
  title: string
  hint?: string
  actions?: ReactNode
}) => (
  <div className="flex items-center justify-between px-6 py-4">
    <div>
      <Heading level="h1">{title}</Heading>
      {hint && (
        <Text size="small" className="text-ui-fg-subtle">
          {hint}
        </Text>
      )}
    </div>
    {actions}
  </div>
)

/** A section's title (under the page's), with its one-line hint. */
export const SectionHeader = ({
  title,
  hint,
}: {
  title: string
  hint?: ReactNode
}) => (
  <div className="px-6 py-4">
    <Heading level="h2">{title}</Heading>
    {hint && (
      <Text size="small" className="text-ui-fg-subtle">
        {hint}
      </Text>
    )}
  </div>
)

/**
 * A header's link to the list's CSV (the same filters); `download` saves it rather
 * than opening it.
 */
export const ExportButton = ({
  href,
  label,
  testId,
  download = true,
}: {
  href: string
  label: string
  testId: string
  download?: boolean
}) => (
  <Button size="small" variant="secondary" asChild>
    <a href={href} download={download} data-testid={testId}>
      {label}
    </a>
  </Button>
)

/** The row of a list's filters, under its header. */
export const FilterBar = ({
  className = "grid grid-cols-2 gap-2 md:grid-cols-4",
  children,
}: {
  className?: string
  children: ReactNode
}) => <div className={`px-6 py-4 ${className}`}>{children}</div>

/** A button of a row's actions. */
export type RowAction = {
  label: string
  onClick: () => void
  testId?: string
  variant?: "primary" | "secondary" | "danger" | "transparent"
  disabled?: boolean
}

/** A row's action buttons, on the right. */
export const RowActions = ({ actions }: { actions: RowAction[] }) => (
  <div className="flex justify-end gap-2">
    {actions.map((a) => (
      <Button
        key={a.label}
        size="small"
        variant={a.variant ?? "primary"}
        disabled={a.disabled}
        onClick={a.onClick}
        data-testid={a.testId}
      >
        {a.label}
      </Button>
    ))}
  </div>
)

/**
 * A paged list's filters and page: `filter(key)` sets one filter and goes back
 * to the first page.
 */
export function usePagedFilters<F extends Record<string, string>>(initial: F) {
  const [filters, setFilters] = useState(initial)
  const [page, setPage] = useState(0)
  const filter =
    <K extends keyof F>(key: K) =>
    (value: F[K]) => {
      setFilters((f) => ({ ...f, [key]: value }))
      setPage(0)
    }
  return { filters, filter, page, setPage }
}

/** A select filter's value for the query: undefined for "all". */
export const selectValue = (value: string) =>
  value === "all" ? undefined : value

/** A search filter's value for the query: trimmed, undefined when empty. */
export const searchValue = (value: string) => value.trim() || undefined

/**
 * A review queue's state: its filters (a status, "all" for none, and a member
 * search) with the page they show, the query's parameters, the props of
 * `QueueFilters`, and the row under review with the action chosen.
 */
export function useQueue<T, A extends string>(
  status: string,
  pageSize: number
) {
  const { filters, filter, page, setPage } = usePagedFilters({
    status,
    member: "",
  })
  const [review, setReview] = useState<{ row: T; action: A } | null>(null)
  return {
    page,
    setPage,
    pageSize,
    review,
    setReview,
    params: {
      status: selectValue(filters.status),
      member: searchValue(filters.member),
      limit: pageSize,
      offset: page * pageSize,
    },
    filterProps: {
      status: filters.status,
      onStatus: filter("status"),
      member: filters.member,
      onMember: filter("member"),
    },
  }
}
