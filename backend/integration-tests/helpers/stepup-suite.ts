import { Modules } from "@medusajs/framework/utils"
import { randomUUID } from "crypto"
import { ADMIN, errorAnswer, memberHeaders } from "./auth"
import { registerMembers, STAFF_SECONDARY } from "./people"
import { members as membersOf } from "./services"
import {
  type Api,
  type GetContainer,
  onceBeforeTests,
  signedIn,
  staffCredit,
  storeBalances,
} from "./suite"

// The step-up specs' shared set-up (admin/step-up, store/step-up,
// admin/impersonation): a staff user with a secondary password, the store, and
// members alice → bob; every request can carry its own Idempotency-Key.

export { STAFF_SECONDARY }
export const ADDRESS = "0x" + "a".repeat(40)
export const OTHER_ADDRESS = "0x" + "b".repeat(40)
export const TX = "0x" + "c".repeat(64)
export const WRONG = "Wrong-secret-1"
export const secondary = (username: string) => `${username}Second1`

export const STAFF = {
  missing: ["secondary_password_required", "password_required"],
  wrong: "staff_secondary_password_invalid",
}
export const MEMBER = {
  missing: ["secondary_password_required", "password_required"],
  wrong: "secondary_password_invalid",
}

/** The answer of a request expected to fail. */
export const refused = (p: Promise<unknown>) =>
  p.then(
    (r) => ({ status: (r as { status: number }).status, data: {} }),
    errorAnswer
  ) as Promise<{ status: number; data: { code?: string; field?: string } }>

/**
 * Sends `body` without a secondary password and with a wrong one: both refused
 * with the route's stable code, and `state` reads the same before and after.
 */
export async function expectStepUp(
  send: (body: Record<string, unknown>) => Promise<unknown>,
  body: Record<string, unknown>,
  state: () => Promise<unknown>,
  codes: { missing: string[]; wrong: string }
) {
  const before = await state()
  const missing = await refused(send(body))
  expect(missing.status).toBe(400)
  expect(codes.missing).toContain(missing.data.code)
  const wrong = await refused(send({ ...body, secondary_password: WRONG }))
  expect({ status: wrong.status, code: wrong.data.code }).toEqual({
    status: 400,
    code: codes.wrong,
  })
  expect(await state()).toEqual(before)
}

/** The suite's helpers; its set-up is made once, before the first test (onceBeforeTests). */
export function stepUpSuite(api: Api, getContainer: GetContainer) {
  const { admin, store } = signedIn(api, getContainer)
  const ids: Record<string, string> = {}
  const members = () => membersOf(getContainer())
  /** Headers with `key` as the Idempotency-Key, or none when it is null. */
  const keyed = (headers: Record<string, string>, key: string | null) => {
    const out = { ...headers }
    delete out["idempotency-key"]
    return { headers: key ? { ...out, "idempotency-key": key } : out }
  }
  /** A member's headers with a fresh Idempotency-Key (or the one given). */
  const as = (username: string, key: string | null = randomUUID()) =>
    keyed({ ...store.headers, ...memberHeaders(ids[username]) }, key)
  const staff = (key: string | null = randomUUID()) => keyed(admin.headers, key)
  const balances = storeBalances(api, as)
  const credit = staffCredit(api, ids, () => staff())
  const staffUserId = async () =>
    (
      await getContainer()
        .resolve(Modules.USER)
        .listUsers({ email: ADMIN.email })
    )[0].id

  onceBeforeTests(async () => {
    const container = getContainer()
    await registerMembers(container, ids, [
      ["alice", null],
      ["bob", "alice"],
    ])
  })

  return {
    admin,
    store,
    ids,
    members,
    as,
    staff,
    balances,
    credit,
    staffUserId,
  }
}
