import { moduleIntegrationTestRunner } from "@medusajs/test-utils"
import path from "path"
import { REWARDS_MODULE } from ".."
import RewardsModuleService from "../service"
import type { Knex } from "@uuc/http"
import { expectAllowedMoves, walkTransitions } from "@uuc/http/testing"

jest.setTimeout(60000)

/** The allowed moves (rules.md §4, §6): the table must hold exactly these. */
const MACHINES = {
  loan: {
    table: "reward_loan",
    // transferring: "transferring funds", approved with the card's entry and
    // passed (or repaid) by the activation's completion
    states: ["pending", "transferring", "passed", "rejected", "repaid"],
    allowed: [
      "passed>repaid",
      "pending>rejected",
      "pending>transferring",
      "transferring>passed",
      "transferring>repaid",
    ],
  },
  activation: {
    table: "reward_activation",
    states: ["pending", "completed", "refunded", "stuck"],
    // stuck: a quarantined completion, retried by staff
    allowed: [
      "completed>refunded",
      "pending>completed",
      "pending>stuck",
      "stuck>completed",
    ],
  },
} as const

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

moduleIntegrationTestRunner<RewardsModuleService>({
  moduleName: REWARDS_MODULE,
  resolve: path.join(__dirname, ".."),
  pathToMigrations: path.join(__dirname, "..", "migrations"),
  testSuite: ({ service, MikroOrmWrapper }) => {
    const knex = () => MikroOrmWrapper.getManager().getKnex() as unknown as Knex
    let seq = 0

    /** A row written straight in `status` (inserts are not transitions). */
    async function rowIn(machine: keyof typeof MACHINES, status: string) {
      const id = `t_${machine}_${++seq}`
      if (machine === "loan")
        await knex().raw(
          `insert into reward_loan (id, member_id, card, status, principal, owed)
           values (?, ?, 'gold', ?, 200, 220)`,
          [id, `m${seq}`, status]
        )
      else
        await knex().raw(
          `insert into reward_activation (id, member_id, card, kind, amount,
             plan_version, price, status)
           values (?, ?, 'gold', 'activation', 200, 1, 0.01, ?)`,
          [id, `m${seq}`, status]
        )
      return id
    }

    it("the transition table holds exactly the allowed moves", async () => {
      await expectAllowedMoves(knex(), "reward_state_transition", MACHINES)
    })

    it("every forbidden transition is refused by the database, every allowed one passes", async () => {
      const refused = await walkTransitions(MACHINES, "UR423", {
        rowIn,
        move: (machine, id, to) =>
          knex().raw(
            `update ${MACHINES[machine].table} set status = ? where id = ?`,
            [to, id]
          ),
        stateOf: async (machine, id) => {
          const { rows } = await knex().raw(
            `select status from ${MACHINES[machine].table} where id = ?`,
            [id]
          )
          return rows[0].status
        },
      })
      // loans 20 - 5, activations 12 - 4
      expect(refused).toBe(23)
    })

    const approval = (id: string) => ({
      id,
      activation_id: `act_${id}`,
      principal: "200",
      owed: "220",
      staff_id: "staff",
    })

    it("a loan rejected first is not approved, and nothing is posted", async () => {
      const loan = await service.applyLoan({ member_id: "mr1", card: "gold" })
      await service.rejectLoan({ id: loan.id, reason: "no", staff_id: "s" })
      let posted = false
      await expect(
        service.approveLoan(approval(loan.id), async () => {
          posted = true
        })
      ).rejects.toMatchObject({ code: "loan_not_pending" })
      expect(posted).toBe(false)
      expect((await service.getLoan(loan.id)).status).toBe("rejected")
    })

    it("a rejection racing an approval waits for the posting transaction and is refused", async () => {
      const loan = await service.applyLoan({ member_id: "mr2", card: "gold" })
      let reject: Promise<unknown> = Promise.resolve()
      await service.approveLoan(approval(loan.id), async () => {
        // another session rejects while the approval's transaction is open
        reject = service
          .rejectLoan({ id: loan.id, reason: "late", staff_id: "s" })
          .then(
            () => "rejected",
            (e: { code?: string }) => e.code
          )
        await sleep(300)
      })
      expect(await reject).toBe("loan_not_pending")
      const after = await service.getLoan(loan.id)
      expect(after.status).toBe("transferring")
      expect(after.owed).toBe("220.00000000")
    })

    /** A pending activation of a card on credit, as the approval writes it. */
    async function creditActivation(loanId: string, memberId: string) {
      await knex().raw(
        `insert into reward_activation (id, member_id, card, kind, amount,
           plan_version, price, status, loan_id, bonuses, levels)
         values (?, ?, 'gold', 'activation', 200, 1, 0.01, 'pending', ?, '[]', '{}')`,
        [`act_${loanId}`, memberId, loanId]
      )
    }

    it("approval moves a loan to transferring, its activation's completion to passed", async () => {
      const loan = await service.applyLoan({ member_id: "mr4", card: "gold" })
      await creditActivation(loan.id, "mr4")
      await service.approveLoan(approval(loan.id), async () => undefined)
      expect((await service.getLoan(loan.id)).status).toBe("transferring")
      expect((await service.getOpenLoan("mr4"))?.status).toBe("transferring")
      expect(await service.isBorrowing("mr4")).toBe(true)
      await service.completeActivation({
        id: `act_${loan.id}`,
        entry_id: "ent_1",
      })
      const passed = await service.getLoan(loan.id)
      expect(passed.status).toBe("passed")
      expect(passed.outstanding).toBe("220.00000000")
      // a replay of the completion changes nothing
      await service.completeActivation({
        id: `act_${loan.id}`,
        entry_id: "ent_1",
      })
      expect((await service.getLoan(loan.id)).status).toBe("passed")
    })

    it("a loan owing nothing when its activation completes is repaid", async () => {
      const loan = await service.applyLoan({ member_id: "mr5", card: "gold" })
      await creditActivation(loan.id, "mr5")
      await service.approveLoan(approval(loan.id), async () => undefined)
      await knex().raw("update reward_loan set repaid = owed where id = ?", [
        loan.id,
      ])
      await service.completeActivation({
        id: `act_${loan.id}`,
        entry_id: "ent_2",
      })
      expect((await service.getLoan(loan.id)).status).toBe("repaid")
      expect(await service.isBorrowing("mr5")).toBe(false)
    })

    it("a posting that fails leaves the loan pending (one transaction)", async () => {
      const loan = await service.applyLoan({ member_id: "mr3", card: "gold" })
      await expect(
        service.approveLoan(approval(loan.id), async () => {
          throw new Error("ledger refused")
        })
      ).rejects.toThrow("ledger refused")
      expect((await service.getLoan(loan.id)).status).toBe("pending")
    })
  },
})
