import { useState, type Dispatch, type SetStateAction } from "react"

/**
 * The page of a filtered list: a changed filter starts again at the first page
 * (`filter(set)` wraps that filter's state setter, whose values it keeps: a
 * server's union stays one).
 */
export function useFilteredPage() {
  const [page, setPage] = useState(0)
  const filter =
    <V extends string>(set: Dispatch<SetStateAction<V>>) =>
    (v: V) => {
      set(v)
      setPage(0)
    }
  return { page, setPage, filter }
}
