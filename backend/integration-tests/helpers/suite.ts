import type { MedusaContainer } from "@medusajs/framework/types"
import type { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { adminHeaders, memberHeaders, storeHeaders } from "./auth"
import type { Headers } from "./ledger"
import { giveStaffSecondaryPassword, STAFF_SECONDARY } from "./people"

// What the specs' set-up shares (the *-suite.ts helpers and the specs that need
// no suite): the runner's types, the signed-in staff and store, member headers,
// and the money requests most specs make.

type SuiteOptions = Parameters<
  Parameters<typeof medusaIntegrationTestRunner>[0]["testSuite"]
>[0]
export type Api = SuiteOptions["api"]
export type GetContainer = () => MedusaContainer
export type { Headers }

/**
 * Headers filled in before the first test: the object stays the same, so a spec can
 * hold it from the start.
 */
export const laterHeaders = (): Headers => ({ headers: {} })

let testsBegan = false

/** A group (group.ts) starts its next spec file: its set-up comes before its tests. */
export const nextSpecFile = () => {
  testsBegan = false
}

/**
 * Set-up made once per spec file, before its first test. Medusa's runner snapshots
 * the database when the first test starts and restores that snapshot before every
 * other test, so what `setUp` makes (staff, members, goods) is there, as it was,
 * for each test without being made again: the same state a `beforeEach` gave, at
 * a fraction of the time (argon2id and scrypt hashes, workflows, subscribers).
 * Only from the top of `testSuite`: inside a `describe` it would run after tests
 * began, on a used database that no snapshot holds, so it refuses.
 */
export function onceBeforeTests(setUp: () => Promise<void>) {
  beforeAll(async () => {
    if (testsBegan)
      throw new Error(
        "onceBeforeTests: call it at the top of testSuite, not in a describe"
      )
    await setUp()
  })
  beforeEach(() => {
    testsBegan = true
  })
}

/**
 * The staff user (with a secondary password) and the store's key, made before the
 * first test (onceBeforeTests): call it before the spec's own set-up.
 */
export function signedIn(
  api: Api,
  getContainer: GetContainer,
  staffUsername?: string
) {
  const admin = laterHeaders()
  const store = laterHeaders()
  onceBeforeTests(async () => {
    const container = getContainer()
    admin.headers = (await adminHeaders(container, api)).headers
    store.headers = (await storeHeaders(container)).headers
    await giveStaffSecondaryPassword(container, staffUsername)
  })
  return { admin, store }
}

/** A member's headers on the store, with `key` as the Idempotency-Key if given. */
export const memberAs =
  (store: Headers, ids: Record<string, string>) =>
  (username: string, key?: string): Headers => ({
    headers: {
      ...store.headers,
      ...memberHeaders(ids[username]),
      ...(key ? { "idempotency-key": key } : {}),
    },
  })

type As = (username: string, key?: string) => Headers

/** A member's balances as GET /store/ledger/balances answers them. */
export const storeBalances = (api: Api, as: As) => async (username: string) =>
  (await api.get("/store/ledger/balances", as(username))).data.balances

/** POST /store/cards/activate with the member's secondary password. */
export const cardActivation =
  (api: Api, as: As) => (username: string, card: string, key?: string) =>
    api.post(
      "/store/cards/activate",
      { card, secondary_password: `${username}Second1` },
      as(username, key)
    )

/** Credits a member through the staff adjustment route. */
export const staffCredit =
  (api: Api, ids: Record<string, string>, staff: () => Headers) =>
  (username: string, asset: string, amount: string) =>
    api.post(
      `/admin/members/${ids[username]}/adjustments`,
      {
        asset,
        direction: "increase",
        amount,
        reason: "test funding",
        secondary_password: STAFF_SECONDARY,
      },
      staff()
    )

/** GET /admin/ledger/verify: every check passes, and the report says so. */
export async function expectLedgerOk(api: Api, admin: Headers) {
  const { data } = await api.get("/admin/ledger/verify", admin)
  expect(data.checks.filter((c: { ok: boolean }) => !c.ok)).toEqual([])
  expect(data.ok).toBe(true)
}

/** The database connection's raw queries (PG_CONNECTION, a Knex). */
export type Pg = {
  raw(sql: string, b?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>
}
