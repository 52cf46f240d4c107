import { moduleIntegrationTestRunner } from "@medusajs/test-utils"
import path from "path"
import { LEDGER_MODULE } from ".."
import LedgerModuleService from "../service"
import type { Knex } from "@uuc/http"
import { expectAllowedMoves, walkTransitions } from "@uuc/http/testing"
import { fund, OPEN_RULES } from "./helpers"

jest.setTimeout(120000)

/** The allowed moves, as rules.md §5 states them: the table must hold exactly these. */
const MACHINES = {
  withdrawal: {
    table: "ledger_withdrawal",
    states: ["pending", "transferring", "passed", "rejected"],
    allowed: [
      "pending>transferring",
      "pending>passed",
      "pending>rejected",
      "transferring>passed",
      // only while no payout can land (the ledger decides; withdrawal-payouts.spec)
      "transferring>rejected",
    ],
  },
  recharge: {
    table: "ledger_recharge",
    states: ["pending", "confirmed", "rejected"],
    allowed: ["pending>confirmed", "pending>rejected"],
  },
} as const

let seq = 0
const hex = (n: number, len: number) => n.toString(16).padStart(len, "0")

moduleIntegrationTestRunner<LedgerModuleService>({
  moduleName: LEDGER_MODULE,
  resolve: path.join(__dirname, ".."),
  pathToMigrations: path.join(__dirname, "..", "migrations"),
  testSuite: ({ service, MikroOrmWrapper }) => {
    const knex = () => MikroOrmWrapper.getManager().getKnex() as unknown as Knex

    /** A business row written straight in `status` (inserts are not transitions). */
    async function rowIn(machine: keyof typeof MACHINES, status: string) {
      const id = `t_${machine}_${++seq}`
      const { rows } = await knex().raw("select id from ledger_entry limit 1")
      const entry = rows[0].id
      const payout = `0x${hex(seq, 64)}`
      if (machine === "withdrawal")
        await knex().raw(
          `insert into ledger_withdrawal (id, member_id, amount, fee, fee_rate, net,
             chain, address, day, status, payout_tx_hash, hold_entry_id, settle_entry_id)
           values (?, 'm', 100, 10, 0.1, 90, 'BEP20', ?, current_date, ?, ?, ?, ?)`,
          [
            id,
            `0x${hex(1, 40)}`,
            status,
            status === "passed" ? payout : null,
            entry,
            status === "passed" ? entry : null,
          ]
        )
      else
        await knex().raw(
          `insert into ledger_recharge (id, member_id, amount, chain, tx_hash, status)
           values (?, 'm', 10, 'BEP20', ?, ?)`,
          [id, payout, status]
        )
      return { id, entry, payout }
    }

    /** Moves a row, keeping the table's other constraints satisfied. */
    async function move(
      machine: keyof typeof MACHINES,
      row: { id: string; entry: unknown; payout: string },
      to: string
    ) {
      const paid = to === "passed"
      if (machine === "withdrawal")
        await knex().raw(
          `update ledger_withdrawal set status = ?, payout_tx_hash = ?,
             settle_entry_id = ? where id = ?`,
          [to, paid ? row.payout : null, paid ? row.entry : null, row.id]
        )
      else
        await knex().raw("update ledger_recharge set status = ? where id = ?", [
          to,
          row.id,
        ])
    }

    it("the transition table holds exactly the allowed moves", async () => {
      await expectAllowedMoves(knex(), "ledger_state_transition", MACHINES)
    })

    it("every forbidden transition is refused by the database, every allowed one passes", async () => {
      const refused = await walkTransitions(MACHINES, "UL423", {
        rowIn,
        move,
        stateOf: async (machine, row) => {
          const { rows } = await knex().raw(
            `select status from ${MACHINES[machine].table} where id = ?`,
            [row.id]
          )
          return rows[0].status
        },
      })
      // 12 - 5 for withdrawals, 6 - 2 for recharges
      expect(refused).toBe(11)
    })

    it("a withdrawal staff said is in transfer can no longer be rejected: paid once", async () => {
      await fund(service, "tw", "USDT", "100")
      const { result: w } = await service.requestWithdrawal({
        member_id: "tw",
        amount: "100",
        chain: "BEP20",
        address: `0x${hex(2, 40)}`,
        rules: OPEN_RULES,
      })
      await service.approveWithdrawal({ id: w.id, reviewed_by: "staff" })
      await expect(
        service.rejectWithdrawal({
          id: w.id,
          reason: "changed my mind",
          reviewed_by: "staff",
        })
      ).rejects.toMatchObject({ code: "withdrawal_payout_open" })
      expect((await service.getBalances("tw")).USDT).toBe("0.00000000")
      const { result: paid } = await service.approveWithdrawal({
        id: w.id,
        tx_hash: `0x${hex(77, 64)}`,
        reviewed_by: "staff",
      })
      expect(paid.status).toBe("passed")
      expect((await service.verify()).ok).toBe(true)
    })
  },
})
