import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { ADMIN } from "./auth"
import { fund } from "./ledger"
import { registerMembers, STAFF_SECONDARY } from "./people"
import { ledger, network } from "./services"
import {
  type Api,
  cardActivation,
  expectLedgerOk,
  type GetContainer,
  signedIn,
  memberAs,
  storeBalances,
  type Pg,
} from "./suite"

// The set-up of the specs on what happens to rewards after an activation
// (admin/refunds, store/refunds, flows/rewards-payouts): a staff user with a
// secondary password and the store; each test registers its members.

export { STAFF_SECONDARY }

export const dayBefore = (n: number) =>
  new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10)

/** The suite's helpers; registers its `beforeEach`. */
export function lifecycleSuite(api: Api, getContainer: GetContainer) {
  const { admin, store } = signedIn(api, getContainer)
  const ids: Record<string, string> = {}
  const as = memberAs(store, ids)
  const balances = storeBalances(api, as)
  const activate = cardActivation(api, as)
  const verifyOk = () => expectLedgerOk(api, admin)
  const pg = () =>
    getContainer().resolve<Pg>(ContainerRegistrationKeys.PG_CONNECTION)
  /** Moves every activation so far `days` back (as if bought then). */
  const backdate = (days: number) =>
    pg().raw(
      `update reward_activation set created_at = created_at - (? || ' days')::interval
        where created_at > now() - interval '1 hour'`,
      [String(days)]
    )

  /** Registers members in order; each is sponsored by the named member. */
  const register = (pairs: [string, string | null][]) =>
    registerMembers(getContainer(), ids, pairs)
  /** Funds and activates members. */
  const buy = async (card: "standard" | "gold", ...usernames: string[]) => {
    for (const u of usernames) {
      await fund(getContainer(), ids[u], card === "gold" ? "200" : "100")
      expect((await activate(u, card)).status).toBe(201)
    }
  }

  /**
   * The refund specs' set-up, called in their `describe`: root → alice → bob and
   * carol, alice with a standard card.
   */
  const refunds = () => {
    // The outer beforeEach gives the admin its staff profile.
    const STAFF_PW = STAFF_SECONDARY
    const take = (member: string, asset: string, amount: string) =>
      ledger(getContainer()).postEntry({
        key: `test-take-${member}-${asset}-${Date.now()}-${Math.random()}`,
        kind: "test_take",
        description_key: "test.take",
        postings: [
          {
            account: `member:${member}:${asset}`,
            asset,
            amount: `-${amount}`,
          },
          { account: "platform:adjustments", asset, amount },
        ],
      })
    const refund = (id: string, body: Record<string, string>) =>
      api.post(`/admin/activations/${id}/refund`, body, admin)
    const node = (u: string) => network(getContainer()).getNode(ids[u])

    beforeEach(async () => {
      const { seedStaffProfile } = await import("@uuc/members/seed")
      await seedStaffProfile(getContainer(), {
        email: ADMIN.email,
        secondary_password: STAFF_PW,
      })
      await register([
        ["root", null],
        ["alice", "root"],
        ["bob", "alice"],
        ["carol", "alice"],
      ])
      await buy("standard", "alice")
    })
    return { STAFF_PW, take, refund, node }
  }

  return {
    admin,
    store,
    ids,
    as,
    balances,
    activate,
    verifyOk,
    pg,
    backdate,
    register,
    buy,
    refunds,
  }
}
