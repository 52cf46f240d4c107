import { useState } from "react"
import { BalanceTiles } from "../../components/ledger/balance-tiles"
import { UucAction } from "../../components/ledger/uuc-action"
import { useCreatePoolMove, useLowPool } from "../../hooks/ledger"

/** `/shares`: the member's low pool; UUC moved in by hand stays locked there. */
export default function SharesPage() {
  const [page, setPage] = useState(0)
  const list = useLowPool(page)
  return (
    <div className="space-y-6" data-testid="shares">
      <BalanceTiles assets={["UUC_POOL", "UUC"]} />
      <UucAction
        ns="shares"
        mutation={useCreatePoolMove()}
        history={{
          query: list,
          rows: list.data?.moves,
          count: list.data?.count ?? 0,
          page,
          onPage: setPage,
        }}
      />
    </div>
  )
}
