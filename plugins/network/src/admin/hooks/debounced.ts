import { useEffect, useState } from "react"

/** `value`, once it has stopped changing for `ms`: one search per pause, not per key. */
export function useDebounced<T>(value: T, ms = 250) {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    const t = setTimeout(() => setSettled(value), ms)
    return () => clearTimeout(t)
  }, [value, ms])
  return settled
}
