import { UucActionPage } from "../../components/ledger/uuc-action"
import { useBurns, useCreateBurn } from "../../hooks/ledger"
import { usePagedList } from "../../hooks/paged-list"

/** `/burn`: burning UUC (it leaves circulation for good), with history. */
export default function BurnPage() {
  return (
    <UucActionPage
      ns="burn"
      tiles={["UUC", "UUC_POOL"]}
      mutation={useCreateBurn()}
      history={usePagedList(useBurns, (d) => d.burns)}
    />
  )
}
