import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { medusaIntegrationTestRunner } from "../helpers/runner"
import {
  errorAnswer,
  memberHeaders,
  withFreshIdempotencyKey,
} from "../helpers/auth"
import { registerMembers, STAFF_SECONDARY } from "../helpers/people"
import { type Headers, fund } from "../helpers/ledger"
import { ledger } from "../helpers/services"
import { signedIn } from "../helpers/suite"

jest.setTimeout(240 * 1000)

/**
 * A loan's status follows its money (the product spec's
 * "transferring funds"): staff approval moves it pending → transferring in the
 * transaction that posts the card on credit and the member's `loan:<member>`
 * receivable; the activation's completion moves it on to passed. Verify's
 * `loans_match_receivables` finds a loan whose status disagrees with what it owes.
 */
type Pg = {
  raw(
    sql: string,
    bindings?: unknown[]
  ): Promise<{ rows: Record<string, unknown>[] }>
}
type Check = { name: string; ok: boolean; detail: string }

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    const { admin, store } = signedIn(api, getContainer)
    const ids: Record<string, string> = {}
    const as = (username: string): Headers => ({
      headers: withFreshIdempotencyKey({
        ...store.headers,
        ...memberHeaders(ids[username]),
      }),
    })
    const pg = () =>
      getContainer().resolve<Pg>(ContainerRegistrationKeys.PG_CONNECTION)
    const loanRow = async (id: string) =>
      (
        await pg().raw(
          `select status, owed::text, repaid::text, activation_id
             from reward_loan where id = ?`,
          [id]
        )
      ).rows[0]
    const receivable = async (u: string) =>
      (
        await pg().raw(
          `select balance::text from ledger_account
            where address = ? and asset = 'USDT'`,
          [`loan:${ids[u]}`]
        )
      ).rows[0]?.balance
    const verify = async () =>
      (await api.get("/admin/ledger/verify", admin)).data as {
        ok: boolean
        checks: Check[]
      }
    const loansCheck = async () =>
      (await verify()).checks.find((c) => c.name === "loans_match_receivables")!
    const apply = async (u: string) =>
      (
        await api.post(
          "/store/loans",
          { secondary_password: `${u}Second1` },
          as(u)
        )
      ).data.loan.id as string
    const approve = (id: string) =>
      api.post(
        `/admin/loans/${id}/approve`,
        { secondary_password: STAFF_SECONDARY },
        admin
      )
    /** A status written past the transition table (a tampered row). */
    const forceStatus = async (id: string, status: string) => {
      await pg().raw(
        "alter table reward_loan disable trigger reward_loan_transition"
      )
      try {
        await pg().raw("update reward_loan set status = ? where id = ?", [
          status,
          id,
        ])
      } finally {
        await pg().raw(
          "alter table reward_loan enable trigger reward_loan_transition"
        )
      }
    }

    beforeEach(async () => {
      const container = getContainer()
      await registerMembers(container, ids, [
        ["root", null],
        ["alice", "root"],
        ["bob", "alice"],
      ])
      await fund(container, ids.alice, "100")
      const bought = await api.post(
        "/store/cards/activate",
        { card: "standard", secondary_password: "aliceSecond1" },
        as("alice")
      )
      expect(bought.status).toBe(201)
    })

    it("approval moves a loan to transferring with the card's entry and the receivable; the completion to passed", async () => {
      const id = await apply("bob")
      expect((await loanRow(id)).status).toBe("pending")
      const logger = getContainer().resolve<{ error: (m: string) => void }>(
        "logger"
      )
      const errors = jest.spyOn(logger, "error").mockImplementation(() => {})
      // the fault: the card's activation can not be marked completed
      await pg().raw(`create or replace function test_no_completion()
        returns trigger language plpgsql as $fn$ begin
          if new.status = 'completed' and new.member_id = '${ids.bob}' then
            raise exception 'completion refused for %', new.id;
          end if;
          return new;
        end $fn$`)
      await pg().raw(`create trigger test_no_completion
        before update on reward_activation
        for each row execute function test_no_completion()`)
      try {
        const failed = await approve(id).catch(errorAnswer)
        expect(failed.status).toBe(500)
        // the approval's transaction committed: the card paid by bob's loan
        // receivable (the price and the interest) and the loan transferring
        const loan = await loanRow(id)
        expect(loan).toMatchObject({
          status: "transferring",
          owed: "220.00000000",
          repaid: "0.00000000",
        })
        expect(
          await ledger(getContainer()).getEntry({
            key: `activation:${loan.activation_id}`,
          })
        ).not.toBeNull()
        expect(await receivable("bob")).toBe("-220.00000000")
        const activation = (
          await pg().raw("select status from reward_activation where id = ?", [
            loan.activation_id,
          ])
        ).rows[0]
        expect(activation.status).toBe("pending")
        // the member and the staff see it transferring funds
        const mine = await api.get("/store/loans", as("bob"))
        expect(mine.data.loans[0]).toMatchObject({
          id,
          status: "transferring",
          outstanding: "220.00000000",
        })
        const listed = await api.get("/admin/loans?status=transferring", admin)
        expect(listed.data.loans.map((l: { id: string }) => l.id)).toEqual([id])
        // a borrower already: no withdrawal
        await fund(getContainer(), ids.bob, "100")
        const withdrawal = await api
          .post(
            "/store/withdrawals",
            {
              amount: "60",
              chain: "BEP20",
              address: `0x${"ab".repeat(20)}`,
              secondary_password: "bobSecond1",
            },
            as("bob")
          )
          .catch(errorAnswer)
        expect(withdrawal.data.code).toBe("borrower_cannot_withdraw")
        // no longer pending: a rejection is refused
        const reject = await api
          .post(
            `/admin/loans/${id}/reject`,
            { reason: "late", secondary_password: STAFF_SECONDARY },
            admin
          )
          .catch(errorAnswer)
        expect(reject).toMatchObject({
          status: 400,
          data: { code: "loan_not_pending" },
        })
        // the receivable agrees with the loan: verify holds meanwhile
        expect(await loansCheck()).toMatchObject({ ok: true })
      } finally {
        await pg().raw(
          "drop trigger if exists test_no_completion on reward_activation"
        )
        await pg().raw("drop function if exists test_no_completion()")
        errors.mockRestore()
      }

      // the reconciler completes the activation: the funds are transferred
      const { reconcileActivationsJob } = await import("@uuc/rewards/testing")
      await reconcileActivationsJob(getContainer())
      expect(await loanRow(id)).toMatchObject({
        status: "passed",
        owed: "220.00000000",
      })
      const report = await verify()
      expect(report.checks.filter((c) => !c.ok)).toEqual([])
    })

    it("an approval answers the loan passed; verify finds a loan whose status disagrees with what it owes", async () => {
      const id = await apply("bob")
      const { data } = await approve(id)
      expect(data.loan).toMatchObject({ id, status: "passed" })
      expect(await loansCheck()).toMatchObject({ ok: true })

      // open but owing nothing (and the receivable no longer agrees)
      await pg().raw("update reward_loan set repaid = owed where id = ?", [id])
      let check = await loansCheck()
      expect(check.ok).toBe(false)
      expect(check.detail).toContain(`loan ${id} is open but owes nothing`)
      await pg().raw("update reward_loan set repaid = 0 where id = ?", [id])
      expect(await loansCheck()).toMatchObject({ ok: true })

      // closed as repaid while it still owes 220
      await pg().raw("update reward_loan set status = 'repaid' where id = ?", [
        id,
      ])
      check = await loansCheck()
      expect(check.ok).toBe(false)
      expect(check.detail).toContain(
        `loan ${id} closed as repaid still owes 220`
      )
      await forceStatus(id, "passed")
      expect(await loansCheck()).toMatchObject({ ok: true })

      // left transferring although its activation completed
      await forceStatus(id, "transferring")
      check = await loansCheck()
      expect(check.ok).toBe(false)
      expect(check.detail).toContain(
        `loan ${id} still transferring after its activation completed`
      )
      await forceStatus(id, "passed")
      expect((await verify()).ok).toBe(true)
    })
  },
})
