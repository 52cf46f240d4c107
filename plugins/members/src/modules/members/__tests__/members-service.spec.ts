import { moduleIntegrationTestRunner } from "@medusajs/test-utils"
import { toResponse } from "@uuc/errors"
import { migrateNetworkSchema } from "@uuc/network/testing"
import path from "path"
import { MEMBERS_MODULE } from ".."
import {
  hashSecret,
  hashSecretScrypt,
  verifySecret,
} from "../../../lib/secrets"
import MembersModuleService from "../service"

jest.setTimeout(120000)

type Raw = {
  raw: (
    sql: string,
    bindings?: unknown[]
  ) => Promise<{ rows: Record<string, unknown>[] }>
}
type Failure = { status: number; body: { code: string; field?: string } }

/** The error a call refuses with, as the contract answers it. */
async function refusal(call: Promise<unknown>): Promise<Failure> {
  try {
    await call
  } catch (e) {
    return toResponse(e)
  }
  throw new Error("accepted")
}

moduleIntegrationTestRunner<MembersModuleService>({
  moduleName: MEMBERS_MODULE,
  resolve: path.join(__dirname, ".."),
  pathToMigrations: path.join(__dirname, "..", "migrations"),
  moduleOptions: { storefront_url: "https://shop.example/" },
  testSuite: ({ service, MikroOrmWrapper }) => {
    const knex = () => MikroOrmWrapper.getManager().getKnex() as unknown as Raw

    const addMember = async (username: string, sponsor_id: string | null) =>
      service.createMembers({
        username,
        nickname: username,
        phone: `+1 555 ${username.length}000`,
        sponsor_id,
        customer_id: `cus_${username}`,
        password_hash: await hashSecret("Passw0rd!"),
        secondary_password_hash: await hashSecret("Second0ne!"),
        security_question: "First pet?",
        security_answer_hash: await hashSecret("rex"),
        password_changed_at: new Date(Date.now() - 60_000),
      })

    describe("captchas", () => {
      afterEach(() => {
        delete process.env.CAPTCHA_TEST_CODE
      })

      it("accepts the answer once, in any case, and never again", async () => {
        const id = await service.issueCaptcha("aBcD")
        const [row] = await service.listCaptchas({ id })
        expect(row.answer_hash).not.toContain("abcd")
        await service.consumeCaptcha(id, "ABCD")
        expect(
          (await refusal(service.consumeCaptcha(id, "ABCD"))).body
        ).toEqual(
          expect.objectContaining({
            code: "captcha_invalid",
            field: "captcha_code",
          })
        )
      })

      it("is used up by a wrong answer too, and dies after five minutes", async () => {
        const wrong = await service.issueCaptcha("abcd")
        await refusal(service.consumeCaptcha(wrong, "zzzz"))
        expect(
          (await refusal(service.consumeCaptcha(wrong, "abcd"))).status
        ).toBe(400)
        const old = await service.issueCaptcha("abcd")
        await knex().raw(
          "update captcha set expires_at = now() - interval '1 second' where id = ?",
          [old]
        )
        expect(
          (await refusal(service.consumeCaptcha(old, "abcd"))).status
        ).toBe(400)
      })

      it("takes CAPTCHA_TEST_CODE for any live captcha only while it is set", async () => {
        const a = await service.issueCaptcha("abcd")
        expect((await refusal(service.consumeCaptcha(a, "fixed"))).status).toBe(
          400
        )
        process.env.CAPTCHA_TEST_CODE = "fixed"
        const b = await service.issueCaptcha("abcd")
        await service.consumeCaptcha(b, "fixed")
        expect(
          (await refusal(service.consumeCaptcha("cap_unknown", "fixed"))).status
        ).toBe(400)
      })
    })

    describe("lockout", () => {
      it("locks a key after five failures in the window, an IP after thirty", async () => {
        const check = () =>
          service.checkWithLockout(["user:a", "ip:1"], async () => false)
        for (let i = 0; i < 5; i++) expect(await check()).toBe(false)
        const locked = await refusal(check())
        expect(locked).toMatchObject({
          status: 429,
          body: { code: "too_many_attempts" },
        })
        await service.assertNotLocked(["user:b", "ip:1"])
        await knex().raw(
          "update login_failure set created_at = now() - interval '16 minutes'"
        )
        await service.assertNotLocked(["user:a"])
        await service.pruneFailures()
        expect(await service.listLoginFailures({})).toHaveLength(0)
      })

      it("counts before checking: of 20 parallel wrong guesses at most 5 are checked", async () => {
        let checked = 0
        const results = await Promise.allSettled(
          Array.from({ length: 20 }, () =>
            service.checkWithLockout(["secondary:x"], async () => {
              checked++
              await new Promise((r) => setTimeout(r, 20))
              return false
            })
          )
        )
        expect(checked).toBeGreaterThanOrEqual(1)
        expect(checked).toBeLessThanOrEqual(5)
        expect(results.filter((r) => r.status === "rejected")).toHaveLength(
          20 - checked
        )
        expect(
          await service.listLoginFailures({ key: "secondary:x" })
        ).toHaveLength(checked)
      })

      it("takes a right secret's counted attempt back, on the address too", async () => {
        await service.recordFailures(["ip:9"])
        expect(
          await service.checkWithLockout(["user:c", "ip:9"], async () => true)
        ).toBe(true)
        expect(await service.listLoginFailures({ key: "ip:9" })).toHaveLength(1)
        expect(await service.listLoginFailures({ key: "user:c" })).toHaveLength(
          0
        )
      })

      it("clears a key's failures on success", async () => {
        await service.recordFailures(["user:a", "user:a"])
        expect(
          await service.checkWithLockout(["user:a"], async () => true)
        ).toBe(true)
        expect(await service.listLoginFailures({ key: "user:a" })).toHaveLength(
          0
        )
      })
    })

    describe("secrets", () => {
      it("verifies secondary passwords of members and staff, locking after five misses", async () => {
        const alice = await addMember("alice", null)
        expect(
          await service.verifySecondaryPassword(alice.id, "Second0ne!")
        ).toBe(true)
        expect(
          await service.verifySecondaryPassword(alice.id, "Passw0rd!")
        ).toBe(false)
        expect(await service.verifySecondaryPassword("mem_ghost", "x")).toBe(
          false
        )
        await service.createStaffProfiles({
          user_id: "user_1",
          username: "clerk",
          secondary_password_hash: await hashSecret("StaffSecond0"),
        })
        expect(
          await service.verifyStaffSecondaryPassword("user_1", "StaffSecond0")
        ).toBe(true)
        expect(
          await service.verifyStaffSecondaryPassword("user_2", "StaffSecond0")
        ).toBe(false)
        for (let i = 0; i < 5; i++)
          await service.verifyStaffSecondaryPassword("user_1", "wrong")
        expect(
          (
            await refusal(
              service.verifyStaffSecondaryPassword("user_1", "StaffSecond0")
            )
          ).status
        ).toBe(429)
      })

      it("reads a member's session fields (status, last password change) and no deleted member's", async () => {
        const alice = await addMember("alice", null)
        await service.updateMembers({ id: alice.id, status: "frozen" })
        expect(await service.sessionOf(alice.id)).toEqual({
          id: alice.id,
          status: "frozen",
          password_changed_at: alice.password_changed_at,
        })
        expect(await service.sessionOf("mem_nobody")).toBeNull()
        await service.softDeleteMembers(alice.id)
        expect(await service.sessionOf(alice.id)).toBeNull()
      })

      it("changes a login password after the old one, moving password_changed_at", async () => {
        const alice = await addMember("alice", null)
        const wrong = await refusal(
          service.changePassword(alice.id, {
            kind: "login",
            old: "nope",
            password: "NewPassw0rd",
          })
        )
        expect(wrong.body).toMatchObject({
          code: "old_password_invalid",
          field: "old",
        })
        const changed = await service.changePassword(alice.id, {
          kind: "login",
          old: "Passw0rd!",
          password: "NewPassw0rd",
        })
        expect(changed.password_changed_at.getTime()).toBeGreaterThan(
          alice.password_changed_at.getTime()
        )
        await service.changePassword(alice.id, {
          kind: "secondary",
          old: "Second0ne!",
          password: "NewSecond1",
        })
        expect(
          await service.verifySecondaryPassword(alice.id, "NewSecond1")
        ).toBe(true)
      })

      it("resets a password on the security answer, whatever its case and spaces", async () => {
        await addMember("alice", null)
        const wrong = await refusal(
          service.resetPassword(
            { username: "alice", security_answer: "max", password: "x" },
            "1"
          )
        )
        expect(wrong.body.code).toBe("security_answer_invalid")
        const unknown = await refusal(
          service.resetPassword(
            { username: "zed", security_answer: "rex", password: "x" },
            "1"
          )
        )
        expect(unknown.body).toEqual(wrong.body)
        const reset = await service.resetPassword(
          {
            username: "ALICE",
            security_answer: " Rex ",
            password: "Reset0000x",
          },
          "1"
        )
        expect(await verifySecret("Reset0000x", reset.password_hash)).toBe(true)
      })
    })

    describe("scrypt hashes from before argon2id", () => {
      // A cheap N keeps the test quick; OWASP's N=2^17 verifies the same way (secrets.spec.ts).
      const scryptHash = (secret: string) =>
        hashSecretScrypt(secret, { N: 1024, r: 8, p: 1 })
      const ARGON2ID = /^\$argon2id\$v=19\$m=19456,t=2,p=1\$/

      it("verify, and move to argon2id at their next successful use", async () => {
        const alice = await addMember("alice", null)
        const old = {
          password_hash: await scryptHash("Passw0rd!"),
          secondary_password_hash: await scryptHash("Second0ne!"),
          security_answer_hash: await scryptHash("rex"),
        }
        await service.updateMembers({ id: alice.id, ...old })
        await service.createStaffProfiles({
          user_id: "user_1",
          username: "clerk",
          secondary_password_hash: await scryptHash("StaffSecond0"),
        })

        expect((await service.verifyLogin("alice", "Passw0rd!", "1"))?.id).toBe(
          alice.id
        )
        // (checked before the reset below, which sets a new password anyway)
        const loggedIn = await service.getMember(alice.id)
        expect(loggedIn.password_hash).toMatch(ARGON2ID)
        expect(await verifySecret("Passw0rd!", loggedIn.password_hash)).toBe(
          true
        )
        expect(
          await service.verifySecondaryPassword(alice.id, "Second0ne!")
        ).toBe(true)
        expect(
          await service.verifyStaffSecondaryPassword("user_1", "StaffSecond0")
        ).toBe(true)
        await service.resetPassword(
          { username: "alice", security_answer: "Rex", password: "Reset0000x" },
          "1"
        )

        const now = await service.getMember(alice.id)
        expect(now.secondary_password_hash).toMatch(ARGON2ID)
        expect(now.security_answer_hash).toMatch(ARGON2ID)
        const [staff] = await service.listStaffProfiles({ user_id: "user_1" })
        expect(staff.secondary_password_hash).toMatch(ARGON2ID)
        // The upgraded hashes are of the same secrets.
        expect(
          await service.verifySecondaryPassword(alice.id, "Second0ne!")
        ).toBe(true)
        expect(
          await service.verifyStaffSecondaryPassword("user_1", "StaffSecond0")
        ).toBe(true)
        expect(await verifySecret("rex", now.security_answer_hash)).toBe(true)
        expect(
          (await service.verifyLogin("alice", "Reset0000x", "1"))?.id
        ).toBe(alice.id)
      })

      it("refuse a wrong secret and stay as they are, counted by the lockout", async () => {
        const alice = await addMember("alice", null)
        const old = {
          password_hash: await scryptHash("Passw0rd!"),
          secondary_password_hash: await scryptHash("Second0ne!"),
          security_answer_hash: await scryptHash("rex"),
        }
        await service.updateMembers({ id: alice.id, ...old })

        expect(await service.verifyLogin("alice", "Wrong0ne!", "1")).toBeNull()
        expect(
          await service.verifySecondaryPassword(alice.id, "Wrong0ne!")
        ).toBe(false)
        const wrong = await refusal(
          service.resetPassword(
            { username: "alice", security_answer: "max", password: "x" },
            "1"
          )
        )
        expect(wrong).toMatchObject({
          status: 400,
          body: { field: "security_answer" },
        })

        const now = await service.getMember(alice.id)
        expect({
          password_hash: now.password_hash,
          secondary_password_hash: now.secondary_password_hash,
          security_answer_hash: now.security_answer_hash,
        }).toEqual(old)
        // Four more misses lock the secondary password, the right one included.
        for (let i = 0; i < 4; i++)
          await service.verifySecondaryPassword(alice.id, "Wrong0ne!")
        expect(
          (
            await refusal(
              service.verifySecondaryPassword(alice.id, "Second0ne!")
            )
          ).status
        ).toBe(429)
        expect(
          (await service.getMember(alice.id)).secondary_password_hash
        ).toBe(old.secondary_password_hash)
      })
    })

    describe("audited staff changes", () => {
      it("writes the change and its audit row together", async () => {
        const alice = await addMember("alice", null)
        const result = await service.audited(
          {
            actor_id: "user_1",
            action: "member.update",
            target_type: "member",
            target_id: alice.id,
          },
          async (ctx) => {
            const s = await service.setStatus(alice.id, "frozen", ctx)
            return { before: { status: s.before }, after: { status: s.after } }
          }
        )
        expect(result.audit_id).toMatch(/^aud_/)
        const [row] = await service.listAuditEntries({ target_id: alice.id })
        expect(row).toMatchObject({
          actor_id: "user_1",
          before: { status: "normal" },
          after: { status: "frozen" },
        })
        expect((await service.getMember(alice.id)).status).toBe("frozen")
      })

      it("rolls the change back when anything in it fails: no change, no audit row", async () => {
        const alice = await addMember("alice", null)
        await expect(
          service.audited(
            {
              actor_id: "user_1",
              action: "member.update",
              target_type: "member",
              target_id: alice.id,
            },
            async (ctx) => {
              await service.setStatus(alice.id, "frozen", ctx)
              throw new Error("the network refused")
            }
          )
        ).rejects.toThrow("the network refused")
        expect((await service.getMember(alice.id)).status).toBe("normal")
        expect(await service.listAuditEntries({})).toHaveLength(0)
      })
    })

    describe("listForStaff", () => {
      beforeEach(async () => {
        // The network's own schema (its migrations), the view the list reads included.
        await migrateNetworkSchema((sql: string) => knex().raw(sql))
      })

      it("filters by username or phone, status, card and effective levels, newest first", async () => {
        const root = await addMember("root", null)
        const alice = await addMember("alice", root.id)
        const bob = await addMember("bob", root.id)
        await knex().raw(
          `insert into network_node (member_id, username, parent_id, line, card, active,
             star_level_auto, star_level_pinned, team_level_auto, size, direct_count) values
           (?, 'root', null, null, null, false, 2, null, 0, 3, 2),
           (?, 'alice', ?, 1, 'gold', true, 0, 4, 1, 1, 0),
           (?, 'bob', ?, 2, null, false, 0, null, 0, 1, 0)`,
          [root.id, alice.id, root.id, bob.id, root.id]
        )
        await service.updateMembers({ id: bob.id, status: "frozen" })
        const list = (f: object) =>
          service.listForStaff(f, { limit: 10, offset: 0 })
        const [all, count] = await list({})
        expect(count).toBe(3)
        expect(all.map((m) => m.username)).toEqual(["bob", "alice", "root"])
        expect(all[1]).toMatchObject({
          sponsor: "root",
          card: "gold",
          star_level: 4,
          star_level_pinned: true,
          team_level: 1,
          team_size: 0,
        })
        expect(all[2]).toMatchObject({
          team_size: 2,
          direct_count: 2,
          sponsor: null,
        })
        const names = async (f: object) =>
          (await list(f))[0].map((m) => m.username)
        expect(await names({ q: "ALI" })).toEqual(["alice"])
        expect(await names({ q: "%" })).toEqual([])
        expect(await names({ status: "frozen" })).toEqual(["bob"])
        expect(await names({ card: "gold" })).toEqual(["alice"])
        expect(await names({ card: "none", star_level: 2 })).toEqual(["root"])
        expect(await names({ team_level: 1 })).toEqual(["alice"])
        const [page, total] = await service.listForStaff(
          {},
          { limit: 1, offset: 1 }
        )
        expect([page.map((m) => m.username), total]).toEqual([["alice"], 3])
      })
    })

    describe("options", () => {
      it("tells where the storefront is, without a trailing slash", () => {
        expect(service.storefrontUrl()).toBe("https://shop.example")
      })
    })
  },
})
