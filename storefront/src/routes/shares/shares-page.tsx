import { UucActionPage } from "../../components/ledger/uuc-action"
import { useCreatePoolMove, useLowPool } from "../../hooks/ledger"
import { usePagedList } from "../../hooks/paged-list"

/** `/shares`: the member's low pool; UUC moved in by hand stays locked there. */
export default function SharesPage() {
  return (
    <UucActionPage
      ns="shares"
      tiles={["UUC_POOL", "UUC"]}
      mutation={useCreatePoolMove()}
      history={usePagedList(useLowPool, (d) => d.moves)}
    />
  )
}
