import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { medusaIntegrationTestRunner } from "../helpers/runner"
import {
  adminHeaders,
  errorAnswer,
  memberHeaders,
  storeHeaders,
} from "../helpers/auth"
import {
  giveStaffSecondaryPassword,
  registerMembers,
  STAFF_SECONDARY,
} from "../helpers/people"
import { answer, staffWithRole } from "../helpers/staff-roles"
import { type Headers } from "../helpers/ledger"

jest.setTimeout(240 * 1000)

type Row = {
  id: string
  actor_id: string
  action: string
  target_type: string
  target_id: string
  before: Record<string, unknown> | null
  after: Record<string, unknown> | null
}
type Knex = {
  raw(
    sql: string,
    bindings?: unknown[]
  ): Promise<{ rows: Record<string, unknown>[] }>
}

const texts = (title: string) => ({
  "en-US": { title, body: "Body" },
  "pt-BR": { title: `${title} pt`, body: "Corpo" },
  "zh-CN": { title: `${title} zh`, body: "正文" },
})

/**
 * Every staff change writes its audit row in the change's own transaction (the
 * members module's `members_audit_write`, called with the caller's connection): a
 * success leaves exactly one row with before and after, a refusal leaves none, and
 * a failure after the audit write (a deferred constraint at commit) rolls both back.
 */
medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    let admin: Headers
    const db = () =>
      getContainer().resolve<Knex>(ContainerRegistrationKeys.PG_CONNECTION)
    /** The audit rows of an action, read at once (no waiting: they committed with the change). */
    const audit = async (action: string) =>
      (
        await db().raw(
          "select * from audit_entry where action = ? and deleted_at is null order by created_at",
          [action]
        )
      ).rows as Row[]
    const staffId = async () =>
      String(
        (
          await db().raw(`select id from "user" where email = ?`, [
            "staff@test.local",
          ])
        ).rows[0].id
      )
    const refused = (p: Promise<{ status: number; data: unknown }>) =>
      p.then(
        (r) => ({ status: r.status, data: r.data as { code?: string } }),
        errorAnswer
      )

    beforeEach(async () => {
      const container = getContainer()
      admin = await adminHeaders(container, api)
      await giveStaffSecondaryPassword(container)
    })

    it("content: a notice's creation, change and deletion each write one row with before and after; a refused one writes none", async () => {
      const me = await staffId()
      const created = await api.post(
        "/admin/notices",
        { translations: texts("First") },
        admin
      )
      const id = created.data.notice.id
      const [create] = await audit("notice.create")
      expect(await audit("notice.create")).toHaveLength(1)
      expect(create).toMatchObject({
        actor_id: me,
        target_type: "notice",
        target_id: id,
        before: null,
        after: { id, published: false },
      })

      await api.post(
        `/admin/notices/${id}`,
        { translations: texts("Second") },
        admin
      )
      const updates = await audit("notice.update")
      expect(updates).toHaveLength(1)
      expect(updates[0].before).toMatchObject({
        id,
        translations: { "en-US": { title: "First" } },
      })
      expect(updates[0].after).toMatchObject({
        id,
        translations: { "en-US": { title: "Second" } },
      })

      await api.post(`/admin/notices/${id}/publish`, {}, admin)
      const [publish] = await audit("notice.publish")
      expect(publish.before).toMatchObject({ published: false })
      expect(publish.after).toMatchObject({ published: true })

      // Refused: invalid texts (400) and an unknown notice (404) write nothing.
      const invalid = await refused(
        api.post(`/admin/notices/${id}`, { translations: { x: 1 } }, admin)
      )
      expect(invalid.status).toBe(400)
      const unknown = await refused(
        api.post(
          "/admin/notices/notice_none",
          { translations: texts("x") },
          admin
        )
      )
      expect(unknown.status).toBe(404)
      expect(await audit("notice.update")).toHaveLength(1)

      await api.delete(`/admin/notices/${id}`, admin)
      const [deleted] = await audit("notice.delete")
      expect(deleted).toMatchObject({ target_id: id, after: null })
      expect(deleted.before).toMatchObject({ id, published: true })
    })

    it("a failure after the audit write (a constraint at commit) rolls back the change and its row", async () => {
      // A deferred constraint: checked at commit, after the audit row was written.
      await db().raw(`
        create or replace function test_refuse_notice() returns trigger
        language plpgsql as $$ begin
          if new.translations->'en-US'->>'title' = 'Refused at commit' then
            raise exception 'refused at commit' using errcode = '23514';
          end if;
          return new;
        end $$`)
      await db().raw(`
        create constraint trigger test_refuse_notice after insert or update on notice
        deferrable initially deferred for each row execute function test_refuse_notice()`)
      await db().raw(`
        create or replace function test_refuse_price() returns trigger
        language plpgsql as $$ begin
          if new.price = 0.777 then
            raise exception 'refused at commit' using errcode = '23514';
          end if;
          return new;
        end $$`)
      await db().raw(`
        create constraint trigger test_refuse_price after insert on ledger_token_price
        deferrable initially deferred for each row execute function test_refuse_price()`)
      try {
        const notices = async () =>
          Number(
            (await db().raw("select count(*)::int as n from notice")).rows[0].n
          )
        const failed = await refused(
          api.post(
            "/admin/notices",
            { translations: texts("Refused at commit") },
            admin
          )
        )
        expect(failed.status).toBeGreaterThanOrEqual(400)
        expect(await notices()).toBe(0)
        expect(await audit("notice.create")).toHaveLength(0)

        const before = (await api.get("/admin/token-price", admin)).data
          .token_price.price
        const price = await refused(
          api.post(
            "/admin/token-price",
            { price: "0.777", secondary_password: STAFF_SECONDARY },
            admin
          )
        )
        expect(price.status).toBeGreaterThanOrEqual(400)
        expect(
          (await api.get("/admin/token-price", admin)).data.token_price.price
        ).toBe(before)
        expect(await audit("token_price.set")).toHaveLength(0)

        // The same routes still audit a change that commits.
        await api.post(
          "/admin/notices",
          { translations: texts("Accepted") },
          admin
        )
        expect(await notices()).toBe(1)
        expect(await audit("notice.create")).toHaveLength(1)
      } finally {
        await db().raw("drop trigger if exists test_refuse_notice on notice")
        await db().raw("drop function if exists test_refuse_notice()")
        await db().raw(
          "drop trigger if exists test_refuse_price on ledger_token_price"
        )
        await db().raw("drop function if exists test_refuse_price()")
      }
    })

    it("money settings: token price, chain address, recharge links and the plan write one row each with before and after", async () => {
      const me = await staffId()
      const oldPrice = (await api.get("/admin/token-price", admin)).data
        .token_price.price
      await api.post(
        "/admin/token-price",
        { price: "0.5", secondary_password: STAFF_SECONDARY },
        admin
      )
      const prices = await audit("token_price.set")
      expect(prices).toHaveLength(1)
      expect(prices[0]).toMatchObject({
        actor_id: me,
        before: { price: oldPrice },
        after: { price: "0.50000000" },
      })
      // Wrong password and an invalid price: refused, nothing written.
      expect(
        (
          await refused(
            api.post(
              "/admin/token-price",
              { price: "0.6", secondary_password: "Wrong-secret-1" },
              admin
            )
          )
        ).status
      ).toBe(400)
      expect(
        (
          await refused(
            api.post(
              "/admin/token-price",
              { price: "-1", secondary_password: STAFF_SECONDARY },
              admin
            )
          )
        ).status
      ).toBe(400)
      expect(await audit("token_price.set")).toHaveLength(1)

      const address = "0x" + "d".repeat(40)
      const setAddress = () =>
        api.post(
          "/admin/chain-addresses",
          { chain: "BEP20", address, secondary_password: STAFF_SECONDARY },
          admin
        )
      await setAddress()
      // The same address again changes nothing: no second row.
      await setAddress()
      const addresses = await audit("chain_address.save")
      expect(addresses).toHaveLength(1)
      expect(addresses[0]).toMatchObject({
        target_id: "BEP20",
        after: { chain: "BEP20", address },
      })

      const link = (
        await api.post(
          "/admin/recharge-links",
          {
            title: "Exchange",
            url: "https://example.com/buy",
            secondary_password: STAFF_SECONDARY,
          },
          admin
        )
      ).data.recharge_link
      await api.post(
        `/admin/recharge-links/${link.id}`,
        { title: "Exchange 2", secondary_password: STAFF_SECONDARY },
        admin
      )
      const missing = await refused(
        api.post(
          "/admin/recharge-links/lrl_none",
          { title: "x", secondary_password: STAFF_SECONDARY },
          admin
        )
      )
      expect(missing.status).toBe(404)
      expect(await audit("recharge_link.create")).toHaveLength(1)
      const [linkUpdate, ...more] = await audit("recharge_link.update")
      expect(more).toHaveLength(0)
      expect(linkUpdate).toMatchObject({
        target_id: link.id,
        before: { title: "Exchange" },
        after: { title: "Exchange 2" },
      })

      const version = (await api.get("/admin/plan", admin)).data.version
      await api.post(
        "/admin/plan",
        {
          exchange: { sell_share_of_bought: "0.4" },
          secondary_password: STAFF_SECONDARY,
        },
        admin
      )
      const nothing = await refused(
        api.post(
          "/admin/plan",
          {
            exchange: { sell_share_of_bought: "0.4" },
            secondary_password: STAFF_SECONDARY,
          },
          admin
        )
      )
      expect(nothing.data.code).toBe("nothing_to_change")
      const plans = await audit("plan.update")
      expect(plans).toHaveLength(1)
      expect(plans[0]).toMatchObject({
        actor_id: me,
        before: { version },
        after: {
          version: version + 1,
          plan: { exchange: { sell_share_of_bought: "0.4" } },
        },
      })
      expect(JSON.stringify(plans)).not.toContain(STAFF_SECONDARY)
    })

    it("a merchant application's review writes one row; a second review (409) none", async () => {
      const container = getContainer()
      const ids: Record<string, string> = {}
      const store = await storeHeaders(container)
      await registerMembers(container, ids, [
        ["root", null],
        ["alice", "root"],
      ])
      await api.post(
        `/admin/members/${ids.alice}`,
        { star_level: 5, secondary_password: STAFF_SECONDARY },
        admin
      )
      const { id } = (
        await api.post(
          "/store/merchant-applications",
          { description: "Tea" },
          { headers: { ...store.headers, ...memberHeaders(ids.alice) } }
        )
      ).data.application
      const approve = () =>
        api.post(
          `/admin/merchant-applications/${id}/approve`,
          { secondary_password: STAFF_SECONDARY },
          admin
        )
      const passed = await approve()
      const again = await refused(approve())
      expect(again.status).toBe(409)
      const rows = await audit("merchant_application.approve")
      expect(rows).toHaveLength(1)
      expect(rows[0]).toMatchObject({
        target_id: ids.alice,
        before: { application_id: id, status: "pending" },
        after: {
          application_id: id,
          status: "passed",
          merchant_id: passed.data.merchant.id,
        },
      })
    })

    it("a role change writes one row; refused changes write none", async () => {
      const content = await staffWithRole(getContainer(), api, "content")
      const setRole = (role: string, as: Headers = admin) =>
        answer(() =>
          api.post(
            `/admin/staff/${content.id}/role`,
            { role, actor_secondary_password: STAFF_SECONDARY },
            as
          )
        )
      expect((await setRole("finance")).status).toBe(200)
      // Not an owner: 403, and the same role again: 400; neither writes a row.
      expect((await setRole("owner", content)).status).toBe(403)
      expect((await setRole("finance")).status).toBe(400)
      const rows = await audit("staff.role")
      expect(rows).toHaveLength(1)
      expect(rows[0]).toMatchObject({
        target_id: content.id,
        before: { role: "content" },
        after: { role: "finance" },
      })
    })
  },
})
