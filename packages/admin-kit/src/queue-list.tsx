import type { Dispatch, SetStateAction } from "react"
import { QueueFilters } from "./filters"
import type { ListQuery } from "./list-body"
import {
  decisionColumn,
  offeredWhile,
  RecordList,
  type RecordColumn,
  type RowDecision,
} from "./record-table"

/** What `QueueList` reads of `useQueue`. */
type Queue<T, A extends string> = {
  page: number
  setPage: (page: number) => void
  pageSize: number
  setReview: Dispatch<SetStateAction<{ row: T; action: A } | null>>
  filterProps: {
    status: string
    onStatus: (status: string) => void
    member: string
    onMember: (member: string) => void
  }
}

/**
 * A review queue's filters (`QueueFilters`) over its paged list of records, with
 * a last column of the row's decisions: each picks the row for review (the
 * queue's `review`), offered while the row is pending unless its `when` says
 * otherwise. `empty` says there is no row; the texts are the plugin's (`ns`).
 */
export function QueueList<T extends { status: string }, A extends string>({
  ns,
  queue,
  query,
  rows,
  empty,
  statuses,
  first,
  filterTestId,
  memberId,
  columns,
  decisions,
  decisionsLabel,
  rowKey,
  rowTestId,
}: {
  ns: string
  queue: Queue<T, A>
  query: ListQuery & { data?: { count: number } }
  rows: T[]
  empty: string
  statuses: [string, string][]
  first?: [string, string][]
  filterTestId: string
  memberId: string
  columns: RecordColumn<T>[]
  decisions: RowDecision<T, A>[]
  /** The decisions' column heading (none by default). */
  decisionsLabel?: string
  rowKey: (row: T) => string | number
  rowTestId: string
}) {
  return (
    <>
      <QueueFilters
        ns={ns}
        {...queue.filterProps}
        first={first}
        statuses={statuses}
        testId={filterTestId}
        memberId={memberId}
      />
      <RecordList
        ns={ns}
        query={query}
        empty={rows.length ? null : empty}
        paging={{
          page: queue.page,
          pageSize: queue.pageSize,
          count: query.data?.count ?? 0,
        }}
        onPage={queue.setPage}
        columns={[
          ...columns,
          decisionColumn(
            offeredWhile((row) => row.status === "pending", decisions),
            (row, action) => queue.setReview({ row, action }),
            decisionsLabel
          ),
        ]}
        rows={rows}
        rowKey={rowKey}
        rowTestId={rowTestId}
      />
    </>
  )
}
