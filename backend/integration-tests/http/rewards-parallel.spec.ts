import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { medusaIntegrationTestRunner } from "../helpers/runner"
import Decimal from "decimal.js"
import {
  adminHeaders,
  memberHeaders,
  storeHeaders,
  type Failed,
} from "../helpers/auth"
import {
  giveStaffSecondaryPassword,
  registerMembers,
  STAFF_SECONDARY,
} from "../helpers/people"
import { type Headers } from "../helpers/ledger"
import { ledger, network } from "../helpers/services"

jest.setTimeout(180 * 1000)

/**
 * 100 parallel activations in one subtree give exactly the volumes, levels and
 * bonuses of the same activations run one by one (rules.md §4: one ledger entry per
 * activation, under the one activation lock; those waiting together in one
 * process are computed in order within one lock hold and written in batches).
 *
 * Two networks of the same shape hang below one inactive member `top` (which earns
 * nothing, so neither network's bonuses depend on the other): network A fires its
 * 100 activations at once over HTTP; the order they were serialized in is read back
 * from `reward_activation.created_at` (each row takes its own clock time, in the
 * order the activations were computed, so the times are strictly in lock order;
 * they are compared as PostgreSQL's microsecond text); network B, with other usernames,
 * runs the same activations one by one in that order. Every member's bonus totals
 * by type, volume, star and team level, and active-direct count must be equal, and
 * the ledger verifies. This is the real order-equivalence (no in-memory replay).
 */
type Pg = { raw(sql: string, bindings?: unknown[]): Promise<{ rows: Row[] }> }
type Row = Record<string, string>

const SUBTREE = 100

/** The shape: 3 leaders under the network's head, then 100 members, each
 * sponsored by an earlier member (a fixed pseudo-random choice). */
function shape(prefix: string): [string, string][] {
  const name = (i: number) => `${prefix}${i}`
  const pairs: [string, string][] = [[name(0), "top"]]
  for (let i = 1; i <= 3; i++) pairs.push([name(i), name(0)])
  let seed = 7
  for (let i = 4; i < 4 + SUBTREE; i++) {
    seed = (seed * 1103515245 + 12345) % 2147483648
    pairs.push([name(i), name(1 + (seed % (i - 1)))])
  }
  return pairs
}

let funding = 0
const fundAll = (container: MedusaContainer, members: string[], each: string) =>
  ledger(container).postEntry({
    key: `test-fund-all-${++funding}-${Date.now()}`,
    kind: "test_fund",
    description_key: "test.fund",
    postings: [
      {
        account: "platform:adjustments",
        asset: "USDT",
        amount: new Decimal(each).times(members.length).negated().toFixed(8),
      },
      ...members.map((m) => ({
        account: `member:${m}:USDT`,
        asset: "USDT",
        amount: each,
      })),
    ],
  })

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    let admin: Headers
    let store: Headers
    const ids: Record<string, string> = {}
    const as = (username: string): Headers => ({
      headers: { ...store.headers, ...memberHeaders(ids[username]) },
    })
    const activate = (username: string, card: string) =>
      api
        .post(
          "/store/cards/activate",
          { card, secondary_password: `${username}Second1` },
          as(username)
        )
        .catch((e: Failed) => {
          throw new Error(`${username}: ${JSON.stringify(e.response?.data)}`)
        })
    const pg = () =>
      getContainer().resolve<Pg>(ContainerRegistrationKeys.PG_CONNECTION)

    beforeAll(async () => {
      const container = getContainer()
      admin = await adminHeaders(container, api)
      await giveStaffSecondaryPassword(container)
      store = await storeHeaders(container)
    })
    // every network has the same shape
    const A = shape("x")

    /** Per-member bonus totals by type of a network (`net(i)`: its i-th username). */
    const totals = async (net: (i: number) => string) => {
      const byId = new Map(A.map((_, i) => [ids[net(i)], i]))
      const { rows } = await pg().raw(
        `select member_id, type, count(*)::int as n, sum(amount_usd) as usd,
                sum(usdt) as usdt, sum(uuc) as uuc, sum(uuc_pool) as pool
           from reward_bonus where member_id = any(?)
          group by member_id, type order by member_id, type`,
        [[...byId.keys()]]
      )
      return rows
        .map((r) => [
          byId.get(r.member_id),
          r.type,
          r.n,
          new Decimal(r.usd).toFixed(8),
          new Decimal(r.usdt).toFixed(8),
          new Decimal(r.uuc).toFixed(8),
          new Decimal(r.pool).toFixed(8),
        ])
        .sort((x, y) =>
          `${x[0]}`.padStart(4, "0") + x[1] < `${y[0]}`.padStart(4, "0") + y[1]
            ? -1
            : 1
        )
    }

    /** Every member's card, volume and levels. */
    const nodes = async (net: (i: number) => string) =>
      Promise.all(
        A.map(async (_, i) => {
          const x = await network(getContainer()).getNode(ids[net(i)])
          return [
            i,
            x.card,
            x.active,
            x.volume,
            x.star_level,
            x.team_level,
            x.active_direct_count ?? null,
          ]
        })
      )

    it("gives the volumes, levels and bonuses of the same activations run one by one", async () => {
      const container = getContainer()
      // low team thresholds, so that team and community bonuses occur
      const plan = await api.post(
        "/admin/plan",
        {
          levels: {
            team_volume: {
              V1: "300",
              V2: "1000",
              V3: "2500",
              V4: "5000",
              V5: "9000",
            },
          },
          secondary_password: STAFF_SECONDARY,
        },
        admin
      )
      expect(plan.status).toBe(201)

      await registerMembers(container, ids, [["top", null]])
      const A = shape("pa")
      const B = shape("sb")
      await registerMembers(container, ids, A)
      await registerMembers(container, ids, B)
      const n = A.length
      const a = (i: number) => A[i][0]
      const b = (i: number) => B[i][0]
      await fundAll(
        container,
        [...A, ...B].map(([u]) => ids[u]),
        "200"
      )
      // the head and its leaders hold cards first, the same way in both networks
      for (const net of [a, b])
        for (let i = 0; i < 4; i++)
          expect((await activate(net(i), "gold")).status).toBe(201)

      // network A: 100 activations at once, mixed cards
      const cardOf = (i: number) => (i % 3 === 0 ? "gold" : "standard")
      const subtree = Array.from({ length: SUBTREE }, (_, k) => k + 4)
      const started = Date.now()
      const answers = await Promise.all(
        subtree.map((i) => activate(a(i), cardOf(i)))
      )
      const parallelMs = Date.now() - started
      expect(answers.every((r) => r.status === 201)).toBe(true)

      // the order the lock serialized them in
      const index = new Map(subtree.map((i) => [ids[a(i)], i]))
      // (a lock hold computes several in order and writes their rows in one
      // statement, each with its own clock time: microseconds apart)
      const { rows: order } = await pg().raw(
        `select member_id, created_at::text as at from reward_activation
          where member_id = any(?) order by created_at, id`,
        [subtree.map((i) => ids[a(i)])]
      )
      expect(order).toHaveLength(SUBTREE)
      expect(new Set(order.map((r) => r.at)).size).toBe(SUBTREE)

      // network B: the same activations one by one, in that order
      for (const r of order) {
        const i = index.get(r.member_id)!
        expect((await activate(b(i), cardOf(i))).status).toBe(201)
      }

      const parallel = await totals(a)
      const sequential = await totals(b)
      expect(parallel).toEqual(sequential)
      // the run exercised every network bonus
      expect(new Set(parallel.map((r) => r[1]))).toEqual(
        new Set(["referral", "layer", "team", "community"])
      )

      const levelsA = await nodes(a)
      expect(levelsA).toEqual(await nodes(b))
      expect(new Set(levelsA.map((x) => x[5])).size).toBeGreaterThan(2)

      const { data } = await api.get("/admin/ledger/verify", admin)
      expect(data.checks.filter((c: { ok: boolean }) => !c.ok)).toEqual([])
      expect(data.ok).toBe(true)
      process.stdout.write(
        `parallel: ${SUBTREE} activations in ${parallelMs} ms; members ${2 * n + 1}\n`
      )
    })

    it("leaves the rest of a lock hold exact when one activation in it is refused", async () => {
      const container = getContainer()
      const errors = jest.spyOn(container.resolve("logger"), "error")
      await registerMembers(container, ids, [["top", null]])
      const C = shape("rc")
      const D = shape("sd")
      await registerMembers(container, ids, C)
      await registerMembers(container, ids, D)
      const c = (i: number) => C[i][0]
      const d = (i: number) => D[i][0]
      // every 4th member of the subtree has no money: refused in the middle of
      // whatever batch it falls in
      const broke = (i: number) => i >= 4 && i % 4 === 0
      await fundAll(
        container,
        [C, D].flatMap((net) =>
          net.filter((_, i) => !broke(i)).map(([u]) => ids[u])
        ),
        "200"
      )
      for (const net of [c, d])
        for (let i = 0; i < 4; i++)
          expect((await activate(net(i), "gold")).status).toBe(201)

      const subtree = Array.from({ length: SUBTREE }, (_, k) => k + 4)
      const answers = await Promise.all(
        subtree.map((i) =>
          api
            .post(
              "/store/cards/activate",
              { card: "standard", secondary_password: `${c(i)}Second1` },
              as(c(i))
            )
            .catch((e: Failed) => e.response)
        )
      )
      answers.forEach((r, k) => {
        const i = subtree[k]
        if (broke(i)) expect(r.data.code).toBe("insufficient_balance")
        else expect(r.status).toBe(201)
      })

      // the successful ones one by one, in the order they were computed
      const index = new Map(subtree.map((i) => [ids[c(i)], i]))
      const { rows: order } = await pg().raw(
        `select member_id from reward_activation where member_id = any(?)
          order by created_at, id`,
        [subtree.map((i) => ids[c(i)])]
      )
      expect(order).toHaveLength(subtree.filter((i) => !broke(i)).length)
      for (const r of order)
        expect(
          (await activate(d(index.get(r.member_id)!), "standard")).status
        ).toBe(201)

      expect(await totals(c)).toEqual(await totals(d))
      expect(await nodes(c)).toEqual(await nodes(d))
      // the projection matched the network in every batch
      expect(errors).not.toHaveBeenCalledWith(
        expect.stringContaining("levels the network does not have")
      )
      const { data } = await api.get("/admin/ledger/verify", admin)
      expect(data.ok).toBe(true)
    })
  },
})
