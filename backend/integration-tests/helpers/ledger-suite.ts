import { asValue } from "@medusajs/framework/awilix"
import { registerMembers, STAFF_SECONDARY } from "./people"
import { PLAN_MODULE } from "./services"
import {
  type Api,
  type GetContainer,
  type Headers,
  onceBeforeTests,
  signedIn,
  memberAs,
  staffCredit,
  storeBalances,
} from "./suite"

// The ledger's specs' shared set-up (store/recharges, store/withdrawals,
// store/wallet, admin/ledger): a staff user, the store, members root, alice and bob
// (sponsored by root) and a BEP20 deposit address.

export { STAFF_SECONDARY }
export const ADDRESS = `0x${"ab".repeat(20)}`
export const tx = (n: number) => `0x${n.toString(16).padStart(64, "0")}`

/** The suite's helpers; its set-up is made once, before the first test (onceBeforeTests). */
export function ledgerSuite(api: Api, getContainer: GetContainer) {
  const { admin, store } = signedIn(api, getContainer, "ledgerstaff")
  const ids: Record<string, string> = {}
  const as = memberAs(store, ids)
  const staff = (key?: string): Headers => ({
    headers: { ...admin.headers, ...(key ? { "idempotency-key": key } : {}) },
  })
  const balances = storeBalances(api, as)
  const verify = async () => (await api.get("/admin/ledger/verify", admin)).data

  const credit = staffCredit(api, ids, () => admin)

  onceBeforeTests(async () => {
    const container = getContainer()
    // The plan module comes with the rewards plugin; open every day for the tests.
    container.register(
      PLAN_MODULE,
      asValue({
        getPlan: async () => ({
          version: 1,
          plan: { withdrawal: { closed_weekdays: [] } },
        }),
      })
    )
    await registerMembers(container, ids, [
      ["root", null],
      ["alice", "root"],
      ["bob", "root"],
    ])
    await api.post(
      "/admin/chain-addresses",
      {
        chain: "BEP20",
        address: ADDRESS,
        secondary_password: STAFF_SECONDARY,
      },
      admin
    )
  })

  return { admin, store, ids, as, staff, balances, verify, credit }
}
