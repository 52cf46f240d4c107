import { useState } from "react"

/**
 * The page of a filtered list: a changed filter starts again at the first page
 * (`filter(set)` wraps that filter's setter).
 */
export function useFilteredPage() {
  const [page, setPage] = useState(0)
  const filter = (set: (v: string) => void) => (v: string) => {
    set(v)
    setPage(0)
  }
  return { page, setPage, filter }
}
