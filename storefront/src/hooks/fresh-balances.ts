import { useState } from "react"
import { useBalances } from "./ledger"

/**
 * The balances and whether they were read after the last operation (`moved`):
 * a receipt shows the balance after the operation, never the one before.
 */
export function useFreshBalances() {
  const balances = useBalances()
  const [doneAt, setDoneAt] = useState(0)
  return {
    balances,
    fresh: balances.dataUpdatedAt >= doneAt,
    moved: () => setDoneAt(Date.now()),
  }
}
