import { moduleIntegrationTestRunner } from "@medusajs/test-utils"
import { plan as DEFAULT_PLAN, type Plan } from "@uuc/data"
import path from "path"
import { REWARDS_MODULE } from ".."
import type { Posting } from "../../../engine/postings"
import RewardsModuleService from "../service"
import { bonus } from "./bonus"
import type { Knex } from "@uuc/http"

jest.setTimeout(60000)

/** A's referral bonus of 20 USD recorded while A was frozen: nothing split off. */
const frozenBonus = bonus({
  status: "pending_elimination",
  explanation: { key: "rewards.bonus.referral", params: {} },
})

moduleIntegrationTestRunner<RewardsModuleService>({
  moduleName: REWARDS_MODULE,
  resolve: path.join(__dirname, ".."),
  pathToMigrations: path.join(__dirname, "..", "migrations"),
  testSuite: ({ service, MikroOrmWrapper }) => {
    const knex = () => MikroOrmWrapper.getManager().getKnex() as unknown as Knex

    it("settles a frozen earner's bonus with the loan repaid first, then the refund debt collected", async () => {
      await service.createActivation({
        id: "act_f1",
        member_id: "mem_B",
        card: "gold",
        kind: "activation",
        amount: "200",
        plan_version: 1,
        price: "0.01",
        idempotency: null,
        bonuses: [frozenBonus],
      })
      await service.completeActivation({ id: "act_f1", entry_id: "lent_f1" })
      // an earlier bonus of A, clawed back with a debt A could not cover
      await service.createActivation({
        id: "act_f0",
        member_id: "mem_C",
        card: "gold",
        kind: "activation",
        amount: "200",
        plan_version: 1,
        price: "0.01",
        idempotency: null,
        bonuses: [{ ...frozenBonus, status: "settled" }],
      })
      await service.completeActivation({ id: "act_f0", entry_id: "lent_f0" })
      // A owes 10 on a loan and 8 USD of refund debt
      await knex().raw(
        `insert into reward_loan (id, member_id, card, status, principal, owed)
         values ('loan_f', 'mem_A', 'gold', 'passed', 100, 110)`
      )
      await knex().raw(
        "update reward_loan set repaid = 100 where id = 'loan_f'"
      )
      await knex().raw(
        `insert into reward_clawback (id, bonus_id, activation_id, member_id,
           usdt, uuc, uuc_pool, debt_usdt, debt_uuc, debt_uuc_pool, debt_usd, plan_version)
         values ('rclw_f', 'rbon_f0_0', 'act_f0', 'mem_A', 0, 0, 0, 8, 0, 0, 8, 1)`
      )
      const [pending] = await service.listPendingEliminations()
      const plan = DEFAULT_PLAN as Plan
      let posted: Posting[] = []
      expect(
        await service.settleFrozenBonus(
          { id: pending.id, plan },
          async (postings) => {
            posted = postings
          }
        )
      ).toBe(true)
      const amount = (account: string) =>
        posted.find((p) => p.account === account)?.amount
      // 15 USDT: 10 repay the loan, 5 go to the refund debt; its last 3 USD from
      // the UUC at 0.01 (all 250 available, then 50 of the pool's 250)
      // the repayment credits the member's loan receivable
      expect(amount("loan:mem_A")).toBe("10.00000000")
      expect(amount("member:mem_A:USDT")).toBeUndefined()
      expect(amount("member:mem_A:UUC")).toBeUndefined()
      expect(amount("member:mem_A:UUC_POOL")).toBe("200.00000000")
      expect((await service.getLoan("loan_f")).status).toBe("repaid")
      expect(await service.getRefundDebts(["mem_A"])).toEqual({})
      const { rows } = await knex().raw(
        `select status, usdt, repaid, uuc, debt_collected_usd from reward_bonus
          where id = ?`,
        [pending.id]
      )
      expect(rows[0]).toMatchObject({
        status: "settled",
        usdt: "0.00000000",
        repaid: "10.00000000",
        uuc: "0.00000000",
        debt_collected_usd: "8.00000000",
      })
      // settled once: a second call posts nothing
      let again = false
      expect(
        await service.settleFrozenBonus({ id: pending.id, plan }, async () => {
          again = true
        })
      ).toBe(false)
      expect(again).toBe(false)
    })
  },
})
