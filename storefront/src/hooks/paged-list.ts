import type { UseQueryResult } from "@tanstack/react-query"
import { useState } from "react"

/**
 * One page of a ledger list route and its paging, as HistorySection takes it:
 * `useList` reads page n, `rows` picks the rows out of the answer.
 */
export function usePagedList<TData extends { count: number }, TRow>(
  useList: (page: number) => UseQueryResult<TData>,
  rows: (data: TData) => TRow[]
) {
  const [page, setPage] = useState(0)
  const query = useList(page)
  return {
    query,
    items: query.data && rows(query.data),
    count: query.data?.count ?? 0,
    page,
    onPage: setPage,
  }
}
