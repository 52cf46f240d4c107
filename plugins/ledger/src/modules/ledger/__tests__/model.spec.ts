import { moduleIntegrationTestRunner } from "@medusajs/test-utils"
import fc from "fast-check"
import path from "path"
import { LEDGER_MODULE } from ".."
import LedgerModuleService from "../service"
import { money } from "../lib/money"
import { OPEN_RULES } from "./helpers"
import { LedgerModel } from "./ledger-model"

jest.setTimeout(180000)

const MEMBERS = ["a", "b", "c"]
const ADDRESS = `0x${"ef".repeat(20)}`
// A fixed Wednesday: "one per day" counts the same day throughout a run.
const NOW = new Date("2030-01-02T12:00:00Z")
const RULES = OPEN_RULES

const member = fc.constantFrom(...MEMBERS)
const cents = fc
  .integer({ min: 1, max: 15_000 })
  .map((n) => (n / 100).toFixed(2))
const fine = fc
  .integer({ min: 1, max: 20_000_000_000 })
  .map((n) => (n / 1e8).toFixed(8))
const amount = fc.oneof(cents, fine)
const index = fc.nat(30)

const op = fc.oneof(
  fc.record({ t: fc.constant("recharge" as const), m: member, amount }),
  fc.record({
    t: fc.constant("review" as const),
    i: index,
    confirm: fc.boolean(),
  }),
  fc.record({
    t: fc.constant("withdraw" as const),
    m: member,
    amount: fc.integer({ min: 45, max: 200 }).map(String),
  }),
  fc.record({
    t: fc.constant("approve" as const),
    i: index,
    paid: fc.boolean(),
  }),
  fc.record({ t: fc.constant("rejectWithdrawal" as const), i: index }),
  fc.record({
    t: fc.constant("transfer" as const),
    from: member,
    to: member,
    amount,
  }),
  fc.record({
    t: fc.constant("exchange" as const),
    m: member,
    from: fc.constantFrom("USDT" as const, "UUC" as const),
    amount,
  }),
  fc.record({ t: fc.constant("burn" as const), m: member, amount }),
  fc.record({ t: fc.constant("pool" as const), m: member, amount }),
  fc.record({
    t: fc.constant("adjust" as const),
    m: member,
    asset: fc.constantFrom("USDT" as const, "UUC" as const, "POINTS" as const),
    increase: fc.boolean(),
    amount,
  }),
  fc.record({
    t: fc.constant("price" as const),
    price: fc.constantFrom("0.01", "0.02", "0.0375", "1.5"),
  })
)
type Op = typeof op extends fc.Arbitrary<infer T> ? T : never

let run = 0
const tally: Record<string, number> = {}
let hashes = 0
const txHash = () => `0x${(++hashes).toString(16).padStart(64, "0")}`

/** The error code of a refused call, or "ok". */
const outcome = (p: Promise<unknown>) =>
  p.then(
    () => "ok",
    (e: { code?: string; message?: string }) =>
      e.code ?? `unexpected: ${e.message}`
  )

moduleIntegrationTestRunner<LedgerModuleService>({
  moduleName: LEDGER_MODULE,
  resolve: path.join(__dirname, ".."),
  pathToMigrations: path.join(__dirname, "..", "migrations"),
  testSuite: ({ service }) => {
    it("random sequences of every operation give the model's balances, and verify passes", async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.array(op, { minLength: 5, maxLength: 30 }),
          async (ops) => {
            // Fresh member ids per run: the database is shared by the runs of one test.
            const prefix = `r${++run}_`
            const id = (m: string) => prefix + m
            const model = new LedgerModel({
              min: RULES.min,
              per_day: RULES.per_day,
              fee_rate: RULES.fee_rate,
              sell_share: "0.5",
            })
            await service.setTokenPrice({ price: "0.01", set_by: "test" })
            const recharges: string[] = []
            const withdrawals: string[] = []
            // Every member starts with some of each, so most operations can succeed.
            for (const m of MEMBERS)
              for (const asset of ["USDT", "UUC", "POINTS"] as const) {
                model.adjust(m, asset, true, "300")
                await service.adjustBalance({
                  member_id: id(m),
                  asset,
                  direction: "increase",
                  amount: "300",
                  reason: "start",
                  staff_user_id: "staff",
                })
              }

            for (const o of ops as Op[]) {
              let real: string
              let expected: string
              switch (o.t) {
                case "recharge": {
                  expected = model.report(o.m, o.amount)
                  real = await outcome(
                    service
                      .reportRecharge({
                        member_id: id(o.m),
                        amount: o.amount,
                        chain: "BEP20",
                        tx_hash: txHash(),
                      })
                      .then(({ result }) => recharges.push(result.id))
                  )
                  break
                }
                case "review": {
                  if (!recharges.length) continue
                  const i = o.i % recharges.length
                  expected = model.review(i, o.confirm)
                  real = await outcome(
                    o.confirm
                      ? service.confirmRecharge({
                          id: recharges[i],
                          reviewed_by: "staff",
                        })
                      : service.rejectRecharge({
                          id: recharges[i],
                          reason: "no",
                          reviewed_by: "staff",
                        })
                  )
                  break
                }
                case "withdraw": {
                  expected = model.withdraw(o.m, o.amount)
                  real = await outcome(
                    service
                      .requestWithdrawal({
                        member_id: id(o.m),
                        amount: o.amount,
                        chain: "POLYGON",
                        address: ADDRESS,
                        rules: RULES,
                        now: NOW,
                      })
                      .then(({ result }) => withdrawals.push(result.id))
                  )
                  break
                }
                case "approve": {
                  if (!withdrawals.length) continue
                  const i = o.i % withdrawals.length
                  expected = model.approve(i, o.paid)
                  real = await outcome(
                    service.approveWithdrawal({
                      id: withdrawals[i],
                      tx_hash: o.paid ? txHash() : null,
                      reviewed_by: "staff",
                    })
                  )
                  break
                }
                case "rejectWithdrawal": {
                  if (!withdrawals.length) continue
                  const i = o.i % withdrawals.length
                  expected = model.rejectWithdrawal(i)
                  real = await outcome(
                    service.rejectWithdrawal({
                      id: withdrawals[i],
                      reason: "no",
                      reviewed_by: "staff",
                    })
                  )
                  break
                }
                case "transfer":
                  expected = model.transfer(o.from, o.to, o.amount)
                  real = await outcome(
                    service.transferUuc({
                      from_member_id: id(o.from),
                      to_member_id: id(o.to),
                      amount: o.amount,
                    })
                  )
                  break
                case "exchange":
                  expected = model.exchange(o.m, o.from, o.amount)
                  real = await outcome(
                    service.exchange({
                      member_id: id(o.m),
                      from: o.from,
                      amount: o.amount,
                      sell_share_of_bought: "0.5",
                    })
                  )
                  break
                case "burn":
                  expected = model.move(o.m, o.amount, "burn")
                  real = await outcome(
                    service.burn({ member_id: id(o.m), amount: o.amount })
                  )
                  break
                case "pool":
                  expected = model.move(o.m, o.amount, "pool")
                  real = await outcome(
                    service.moveToPool({ member_id: id(o.m), amount: o.amount })
                  )
                  break
                case "adjust":
                  expected = model.adjust(o.m, o.asset, o.increase, o.amount)
                  real = await outcome(
                    service.adjustBalance({
                      member_id: id(o.m),
                      asset: o.asset,
                      direction: o.increase ? "increase" : "reduce",
                      amount: o.amount,
                      reason: "test",
                      staff_user_id: "staff",
                    })
                  )
                  break
                case "price":
                  model.price = money(o.price)
                  expected = "ok"
                  real = await outcome(
                    service.setTokenPrice({ price: o.price, set_by: "test" })
                  )
                  break
              }
              expect({ op: o, outcome: real }).toEqual({
                op: o,
                outcome: expected,
              })
              tally[`${o.t}:${real}`] = (tally[`${o.t}:${real}`] ?? 0) + 1
            }

            for (const m of MEMBERS) {
              const b = model.of(m)
              expect(await service.getBalances(id(m))).toEqual({
                USDT: b.USDT.toFixed(8),
                USDT_HELD: b.USDT_HELD.toFixed(8),
                UUC: b.UUC.toFixed(8),
                UUC_POOL: b.UUC_POOL.toFixed(8),
                POINTS: b.POINTS.toFixed(8),
              })
            }
            const report = await service.verify()
            expect(report.checks.filter((c) => !c.ok)).toEqual([])
          }
        ),
        // A fixed seed keeps CI repeatable (and the coverage check below honest);
        // LEDGER_MODEL_SEED=<n> explores other sequences.
        { numRuns: 60, seed: Number(process.env.LEDGER_MODEL_SEED || 20261122) }
      )
      // The runs exercised every operation's success and its refusals.
      for (const seen of [
        "recharge:ok",
        "review:ok",
        "withdraw:ok",
        "approve:ok",
        "rejectWithdrawal:ok",
        "transfer:ok",
        "exchange:ok",
        "burn:ok",
        "pool:ok",
        "adjust:ok",
        "withdraw:withdrawal_daily_limit",
        "exchange:exchange_sell_limit",
        "transfer:insufficient_balance",
      ])
        expect(tally).toHaveProperty([seen])
    })
  },
})
