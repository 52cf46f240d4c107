import { registerMembers, STAFF_SECONDARY } from "./people"
import { network } from "./services"
import {
  type Api,
  cardActivation,
  expectLedgerOk,
  type GetContainer,
  onceBeforeTests,
  signedIn,
  memberAs,
  storeBalances,
} from "./suite"

// The rewards specs' shared set-up (store/cards, store/loans, admin/plan): a staff
// user with a secondary password, the store, and members root → alice → bob.

export { STAFF_SECONDARY }

/** The suite's helpers; its set-up is made once, before the first test (onceBeforeTests). */
export function rewardsSuite(api: Api, getContainer: GetContainer) {
  const { admin, store } = signedIn(api, getContainer)
  const ids: Record<string, string> = {}
  const as = memberAs(store, ids)
  const balances = storeBalances(api, as)
  const node = (username: string) =>
    network(getContainer()).getNode(ids[username])
  const activate = cardActivation(api, as)
  const verifyOk = () => expectLedgerOk(api, admin)
  const records = async (query = "") =>
    (await api.get(`/admin/bonus-records${query}`, admin)).data

  /** Registers members in order; each is sponsored by the named member. */
  const register = (pairs: [string, string | null][]) =>
    registerMembers(getContainer(), ids, pairs)

  onceBeforeTests(async () => {
    await register([
      ["root", null],
      ["alice", "root"],
      ["bob", "alice"],
    ])
  })

  return {
    admin,
    store,
    ids,
    as,
    balances,
    node,
    activate,
    verifyOk,
    records,
    register,
  }
}
