import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { medusaIntegrationTestRunner } from "../helpers/runner"
import { errorAnswer, memberHeaders } from "../helpers/auth"
import { registerMembers, STAFF_SECONDARY } from "../helpers/people"
import { type Headers, fund } from "../helpers/ledger"
import { ledger, network } from "../helpers/services"
import { signedIn } from "../helpers/suite"

jest.setTimeout(240 * 1000)

type Pg = {
  raw(
    sql: string,
    bindings?: unknown[]
  ): Promise<{ rows: Record<string, unknown>[] }>
}
type Pool = {
  client: {
    acquireConnection(): Promise<{ query(sql: string): Promise<unknown> }>
    releaseConnection(c: unknown): Promise<void>
  }
}

const dayBefore = (n: number) =>
  new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10)

/**
 * What survives a failure that repeats (a poison activation, quarantined) and a
 * crash in the middle of a refund (finished or undone by its reconciler).
 */
medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    const { admin, store } = signedIn(api, getContainer)
    const ids: Record<string, string> = {}
    const as = (username: string): Headers => ({
      headers: { ...store.headers, ...memberHeaders(ids[username]) },
    })
    const activate = (username: string, card: string) =>
      api.post(
        "/store/cards/activate",
        { card, secondary_password: `${username}Second1` },
        as(username)
      )
    const buy = async (card: "standard" | "gold", ...usernames: string[]) => {
      for (const u of usernames) {
        await fund(getContainer(), ids[u], card === "gold" ? "200" : "100")
        const { status, data } = await activate(u, card)
        expect(status).toBe(201)
        ids[`${u}:activation`] = data.activation.id
      }
    }
    const node = (u: string) => network(getContainer()).getNode(ids[u])
    const pg = () =>
      getContainer().resolve<Pg>(ContainerRegistrationKeys.PG_CONNECTION)
    const row = async (id: string) =>
      (
        await pg().raw(
          `select status, attempts, last_error, stuck_at, refund
             from reward_activation where id = ?`,
          [id]
        )
      ).rows[0]
    const activationOf = async (u: string) =>
      (
        await pg().raw(
          `select id from reward_activation where member_id = ?
            order by created_at desc limit 1`,
          [ids[u]]
        )
      ).rows[0].id as string
    const verifyOk = async () => {
      const { data } = await api.get("/admin/ledger/verify", admin)
      expect(data.checks.filter((c: { ok: boolean }) => !c.ok)).toEqual([])
      expect(data.ok).toBe(true)
    }
    const reconcileJob = async () => {
      const { reconcileActivationsJob } = await import("@uuc/rewards/testing")
      await reconcileActivationsJob(getContainer())
    }
    const stuckList = async () =>
      (await api.get("/admin/stuck-operations", admin)).data
    const retry = (id: string, body: Record<string, string>) =>
      api.post(`/admin/stuck-operations/${id}/retry`, body, admin)

    beforeEach(async () => {
      const container = getContainer()
      await registerMembers(container, ids, [
        ["root", null],
        ["alice", "root"],
        ["bob", "alice"],
        ["carol", "alice"],
        ["dave", "alice"],
        ["erin", "alice"],
      ])
      await buy("standard", "alice")
    })

    it("quarantines an activation whose completion fails every time: later activations, refunds and the daily top keep flowing; staff retry it once fixed", async () => {
      const { STUCK_AFTER } = await import("@uuc/rewards/testing")
      const logger = getContainer().resolve<{ error: (m: string) => void }>(
        "logger"
      )
      const errors = jest.spyOn(logger, "error").mockImplementation(() => {})
      // the fault: bob's activation can never be marked completed
      await pg().raw(`create or replace function test_poison() returns trigger
        language plpgsql as $fn$ begin
          if new.status = 'completed' and new.member_id = '${ids.bob}' then
            raise exception 'poison completion of %', new.id;
          end if;
          return new;
        end $fn$`)
      await pg()
        .raw(`create trigger test_poison before update on reward_activation
        for each row execute function test_poison()`)
      try {
        await fund(getContainer(), ids.bob, "200")
        const failed = await activate("bob", "gold").catch(errorAnswer)
        expect(failed.status).toBe(500)
        const poison = await activationOf("bob")
        // its money moved (the commit point), its completion did not
        expect(
          await ledger(getContainer()).getEntry({ key: `activation:${poison}` })
        ).not.toBeNull()
        expect(await row(poison)).toMatchObject({ status: "pending" })

        // each activation runs the reconciler first: the poison fails there,
        // is counted, and after STUCK_AFTER failures is set aside
        const others = ["carol", "dave", "erin"]
        for (const u of others.slice(0, STUCK_AFTER - 1)) await buy("gold", u)
        await reconcileJob()
        const stuck = await row(poison)
        expect(stuck).toMatchObject({ status: "stuck", attempts: STUCK_AFTER })
        expect(String(stuck.last_error)).toContain("poison completion")
        expect(stuck.stuck_at).not.toBeNull()
        // quarantined: no longer tried by the activations after it
        await buy("gold", ...others.slice(STUCK_AFTER - 1))
        expect(await row(poison)).toMatchObject({ attempts: STUCK_AFTER })
        for (const u of others)
          expect(await node(u)).toMatchObject({ card: "gold", active: true })

        // a refund and the daily top run too
        const refunded = await api.post(
          `/admin/activations/${ids["carol:activation"]}/refund`,
          { reason: "changed mind", secondary_password: STAFF_SECONDARY },
          admin
        )
        expect(refunded.status).toBe(200)
        expect(await node("carol")).toMatchObject({ card: null })
        const daily = await api.post(
          `/admin/daily-top/${dayBefore(1)}/run`,
          { secondary_password: STAFF_SECONDARY },
          admin
        )
        expect(daily.status).toBe(201)

        // staff see it with its error
        const list = await stuckList()
        expect(list.count).toBe(1)
        expect(list.operations[0]).toMatchObject({
          id: poison,
          operation: "activation",
          username: "bob",
          card: "gold",
          amount: "200.00000000",
          attempts: STUCK_AFTER,
        })
        expect(list.operations[0].last_error).toContain("poison completion")

        // and verify reports it until it is resolved
        const { data: report } = await api.get("/admin/ledger/verify", admin)
        expect(report.ok).toBe(false)
        expect(
          report.checks.find(
            (c: { name: string }) => c.name === "no_stale_operations"
          )
        ).toMatchObject({ ok: false, detail: expect.stringContaining(poison) })

        // a retry needs the staff secondary password; still failing, it stays
        const refused = await retry(poison, {}).catch(errorAnswer)
        expect(refused.status).toBe(400)
        const again = await retry(poison, {
          secondary_password: STAFF_SECONDARY,
        })
        expect(again.status).toBe(200)
        expect(again.data.retry).toMatchObject({
          id: poison,
          operation: "activation",
          done: false,
        })
        expect(again.data.retry.error).toContain("poison completion")
        expect(await row(poison)).toMatchObject({
          status: "stuck",
          attempts: STUCK_AFTER + 1,
        })
      } finally {
        await pg().raw(
          "drop trigger if exists test_poison on reward_activation"
        )
        await pg().raw("drop function if exists test_poison()")
        errors.mockRestore()
      }

      // the cause fixed, one retry completes it
      const poison = await activationOf("bob")
      const ok = await retry(poison, { secondary_password: STAFF_SECONDARY })
      expect(ok.data.retry).toMatchObject({ done: true, error: null })
      expect(await row(poison)).toMatchObject({
        status: "completed",
        attempts: 0,
        last_error: null,
        stuck_at: null,
      })
      expect(await node("bob")).toMatchObject({ card: "gold", active: true })
      expect((await stuckList()).count).toBe(0)
      const notStuck = await retry(poison, {
        secondary_password: STAFF_SECONDARY,
      }).catch(errorAnswer)
      expect(notStuck.data.code).toBe("operation_not_stuck")
      // alice's team: bob, dave, erin gold (carol's refunded)
      expect((await node("alice")).volume).toBe("600.00000000")
      // audited in the transaction that carried each retry out (its new failure,
      // then its completion); the refused and the not-stuck ones wrote nothing
      const audited: {
        target_id: string
        before: { status: string }
        after: { status: string }
      }[] = (await api.get("/admin/audit?action=stuck_operation.retry", admin))
        .data.audit
      expect(audited.map((a) => a.target_id)).toEqual([poison, poison])
      expect(audited.map((a) => a.after.status)).toEqual(["completed", "stuck"])
      await verifyOk()
    })

    it("fences the activation lock: a holder whose backend was terminated mid-hold posts nothing once another process took the lock (no orphan entry)", async () => {
      const container = getContainer()
      await fund(container, ids.bob, "200")
      const { withActivationLock, ACTIVATION_LOCK } =
        await import("@uuc/rewards/testing")
      const { ports } = await import("@uuc/rewards/testing")
      const { prepareActivation } = await import("@uuc/rewards/testing")
      const { storedView } = await import("@uuc/rewards/testing")
      const { postEntry } = await import("@uuc/rewards/testing")
      const { reconcileActivations } = await import("@uuc/rewards/testing")
      const { entryKey } = await import("@uuc/rewards/testing")
      const p = ports(container)
      const pool = container.resolve<Pool>(
        ContainerRegistrationKeys.PG_CONNECTION
      )
      let inFlight = ""
      let reached = false
      const held = withActivationLock(container, async () => {
        // steps 2 and 3 of an activation: computed, its pending row written
        const prepared = await prepareActivation(await storedView(p), {
          member_id: ids.bob,
          card: "gold",
          idempotency: null,
        })
        const created = (await p.rewards.createActivation(prepared.activation))!
        inFlight = created.id
        // the lock's backend dies (an idle timeout, a pooler, an operator)
        const { rows } = await pg().raw(
          `select pid from pg_locks
            where locktype = 'advisory' and objid = ? and granted`,
          [ACTIVATION_LOCK]
        )
        expect(rows).toHaveLength(1)
        await pg().raw("select pg_terminate_backend(?)", [rows[0].pid])
        // another process takes the lock, with the next token, and its
        // reconciler drops the pending row that has no entry
        const other = await pool.client.acquireConnection()
        try {
          await other.query(`select pg_advisory_lock(${ACTIVATION_LOCK})`)
          await other.query(
            "update reward_lock_fence set token = token + 1 where name = 'activation'"
          )
          await reconcileActivations(container, p)
          expect(await p.rewards.findActivation({ id: created.id })).toBeNull()
          // the first holder carries on unaware: the fence refuses its entry
          const refused = await postEntry(p, created, prepared).catch(
            (e: { code?: string }) => e
          )
          expect(refused).toMatchObject({ code: "activation_busy" })
        } finally {
          await other.query(`select pg_advisory_unlock(${ACTIVATION_LOCK})`)
          await pool.client.releaseConnection(other)
        }
        reached = true
      })
      // its unlock fails on the dead connection; what matters is above
      await held.catch(() => undefined)
      expect(reached).toBe(true)
      expect(
        await ledger(container).getEntry({ key: entryKey(inFlight) })
      ).toBeNull()
      const { data } = await api.get("/store/ledger/balances", as("bob"))
      expect(data.balances.USDT).toBe("200.00000000")
      expect(await node("bob")).toMatchObject({ active: false })
      // the lock works on: bob's card goes through once
      const { status } = await activate("bob", "gold")
      expect(status).toBe(201)
      expect((await node("alice")).volume).toBe("200.00000000")
      await verifyOk()
    })

    it("finishes a refund whose ledger entry was posted before a crash, and drops one that died before it", async () => {
      await buy("gold", "bob", "carol")
      const container = getContainer()
      const { ports } = await import("@uuc/rewards/testing")
      const { computeRefund, refundKey } = await import("@uuc/rewards/testing")
      const { refundPostings } = await import("@uuc/rewards/testing")
      const p = ports(container)
      const by = { staff_id: "staff" }
      // bob's refund: planned and posted, then the process "dies"
      const bob = (await p.rewards.findActivation({
        id: ids["bob:activation"],
      }))!
      const plan = await computeRefund(p, bob, {
        activation_id: bob.id,
        by,
        reason: "crash test",
      })
      await p.rewards.planRefund({ id: bob.id, refund: plan })
      await p.ledger.postEntry({
        key: refundKey(bob.id),
        kind: "refund",
        description_key: "rewards.refund",
        postings: refundPostings(bob.member_id, plan),
      })
      // carol's: planned, and the process died before its entry
      const carol = (await p.rewards.findActivation({
        id: ids["carol:activation"],
      }))!
      await p.rewards.planRefund({
        id: carol.id,
        refund: await computeRefund(p, carol, {
          activation_id: carol.id,
          by,
          reason: "crash test",
        }),
      })
      // half-applied: bob's price is back but his card and alice's volume stay
      expect(await node("bob")).toMatchObject({ card: "gold", active: true })
      expect((await node("alice")).volume).toBe("400.00000000")

      await reconcileJob()
      await reconcileJob() // a second run changes nothing
      expect(await row(bob.id)).toMatchObject({ status: "refunded" })
      expect(await node("bob")).toMatchObject({ card: null })
      expect((await node("alice")).volume).toBe("200.00000000")
      const bonuses = (
        await api.get(`/admin/bonus-records?activation_id=${bob.id}`, admin)
      ).data.bonus_records
      expect(bonuses.length).toBeGreaterThan(0)
      for (const b of bonuses) expect(b.status).toBe("clawed_back")
      // carol's plan is gone with nothing moved: her card stands, and it can be
      // refunded as usual
      expect(await row(carol.id)).toMatchObject({
        status: "completed",
        refund: null,
      })
      expect(await node("carol")).toMatchObject({ card: "gold", active: true })
      const refunded = await api.post(
        `/admin/activations/${carol.id}/refund`,
        { reason: "changed mind", secondary_password: STAFF_SECONDARY },
        admin
      )
      expect(refunded.status).toBe(200)
      expect(refunded.data.replayed).toBe(false)
      expect((await node("alice")).volume).toBe("0.00000000")
      await verifyOk()
    })
  },
})
