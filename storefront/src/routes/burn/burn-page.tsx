import { useState } from "react"
import { BalanceTiles } from "../../components/ledger/balance-tiles"
import { UucAction } from "../../components/ledger/uuc-action"
import { useBurns, useCreateBurn } from "../../hooks/ledger"

/** `/burn`: burning UUC (it leaves circulation for good), with history. */
export default function BurnPage() {
  const [page, setPage] = useState(0)
  const list = useBurns(page)
  return (
    <div className="space-y-6" data-testid="burn">
      <BalanceTiles assets={["UUC", "UUC_POOL"]} />
      <UucAction
        ns="burn"
        mutation={useCreateBurn()}
        history={{
          query: list,
          rows: list.data?.burns,
          count: list.data?.count ?? 0,
          page,
          onPage: setPage,
        }}
      />
    </div>
  )
}
