import { moduleIntegrationTestRunner } from "@medusajs/test-utils"
import path from "path"
import { NOTIFICATIONS_MODULE } from ".."
import { codeMatches, hashCode, newCode, newToken } from "../../../lib/codes"
import { codeEmail, notificationEmail } from "../../../lib/email-render"
import { EMAIL_TEXTS } from "../../../lib/email-texts"
import { MAX_ATTEMPTS, retryAt } from "../../../lib/email"
import { LOCALES } from "../../../lib/render"
import NotificationsModuleService from "../service"

jest.setTimeout(120000)

const code = (receiver: string, email: string) => {
  const { hash, salt } = hashCode("123456")
  return {
    member_id: `mem_${receiver}`,
    pending_email: email,
    code_hash: hash,
    code_salt: salt,
    expires_at: new Date(Date.now() + 15 * 60_000),
    locale: "en-US",
  }
}

const delivery = (notification: string, receiver = "cus_a") => ({
  notification_id: notification,
  channel: "email",
  receiver_id: receiver,
  member_id: `mem_${receiver}`,
  kind: "recharge_credited",
  address: `${receiver}@example.test`,
})

moduleIntegrationTestRunner<NotificationsModuleService>({
  moduleName: NOTIFICATIONS_MODULE,
  resolve: path.join(__dirname, ".."),
  pathToMigrations: path.join(__dirname, "..", "migrations"),
  testSuite: ({ service }) => {
    describe("confirmation codes", () => {
      it("stores one code per minute, also when asked in parallel", async () => {
        const stored = await Promise.all(
          Array.from({ length: 5 }, () =>
            service.storeCode("cus_p", code("cus_p", "p@example.test"), 60)
          )
        )
        expect(stored.filter(Boolean)).toHaveLength(1)
        expect(
          await service.listNotificationEmails({ receiver_id: "cus_p" })
        ).toHaveLength(1)
      })

      it("counts every try before the check, in parallel too, and confirms once", async () => {
        const c = code("cus_t", "t@example.test")
        await service.storeCode("cus_t", c, 60)
        const tries = await Promise.all(
          Array.from({ length: 7 }, () => service.countCodeTry("cus_t"))
        )
        expect(
          tries.map((t) => t!.code_attempts).sort((a, b) => a - b)
        ).toEqual([1, 2, 3, 4, 5, 6, 7])
        const confirms = await Promise.all(
          Array.from({ length: 3 }, () =>
            service.confirmCode("cus_t", c.code_hash, newToken())
          )
        )
        expect(confirms.filter(Boolean)).toHaveLength(1)
        const row = await service.emailOf("cus_t")
        expect(row).toMatchObject({
          email: "t@example.test",
          pending_email: null,
          code_hash: null,
          code_attempts: 0,
        })
        expect(await service.countCodeTry("cus_t")).toBeNull()
        // another receiver's row is untouched by these
        expect(await service.emailOf("cus_other")).toBeNull()
      })

      it("hashes codes with a salt and checks them in constant time", () => {
        const a = hashCode("654321")
        const b = hashCode("654321")
        expect(a.hash).not.toBe(b.hash)
        expect(a.hash).not.toContain("654321")
        expect(codeMatches("654321", a.hash, a.salt)).toBe(true)
        expect(codeMatches("654322", a.hash, a.salt)).toBe(false)
        for (let i = 0; i < 50; i++) expect(newCode()).toMatch(/^\d{6}$/)
      })
    })

    describe("choices and the unsubscribe link", () => {
      it("sets kinds one by one, and the token turns every kind off", async () => {
        await service.setEmailKinds("cus_u", {
          recharge_credited: true,
          withdrawal_paid: true,
        })
        await service.setEmailKinds("cus_u", { withdrawal_paid: false })
        await service.setEmailKinds("cus_v", { recharge_credited: true })
        expect([...(await service.emailKinds("cus_u"))]).toEqual([
          "recharge_credited",
        ])
        const c = code("cus_u", "u@example.test")
        await service.storeCode("cus_u", c, 60)
        await service.confirmCode("cus_u", c.code_hash, "token-of-u-0123456789")
        expect(await service.unsubscribe("no-such-token", ["x"])).toBeNull()
        expect(
          await service.unsubscribe("token-of-u-0123456789", [
            "recharge_credited",
            "withdrawal_paid",
          ])
        ).toEqual({ receiver_id: "cus_u", email: "u@example.test" })
        expect(await service.emailKinds("cus_u")).toEqual(new Set())
        expect([...(await service.emailKinds("cus_v"))]).toEqual([
          "recharge_credited",
        ])
      })
    })

    describe("deliveries", () => {
      it("queues one per notification and channel, whatever runs in parallel", async () => {
        const made = await Promise.all(
          Array.from({ length: 4 }, () =>
            service.queueDeliveries([delivery("noti_1"), delivery("noti_2")])
          )
        )
        expect(made.flat()).toHaveLength(2)
        expect(await service.queueDeliveries([delivery("noti_1")])).toEqual([])
      })

      it("is claimed by one caller, waits its backoff after a failure, and is abandoned after the last attempt", async () => {
        const [id] = await service.queueDeliveries([delivery("noti_c")])
        const claims = await Promise.all(
          Array.from({ length: 5 }, () => service.claimDelivery(id))
        )
        expect(claims.filter(Boolean)).toHaveLength(1)
        expect(claims.find(Boolean)).toMatchObject({ attempts: 1 })
        await service.finishDelivery(id, {
          status: "failed",
          error: "550 Mailbox unavailable",
          retry_at: retryAt(1),
        })
        expect(await service.claimDelivery(id)).toBeNull()
        expect(await service.dueDeliveries(10)).toEqual([])
        await service.updateNotificationDeliveries({
          id,
          next_attempt_at: new Date(Date.now() - 1000),
        })
        expect(await service.dueDeliveries(10)).toEqual([id])
        expect(await service.claimDelivery(id)).toMatchObject({ attempts: 2 })
        await service.finishDelivery(id, { status: "sent", external_id: "m1" })
        expect(await service.claimDelivery(id)).toBeNull()
        expect(await service.dueDeliveries(10)).toEqual([])
        const [row] = await service.listNotificationDeliveries({ id })
        expect(row).toMatchObject({ status: "sent", last_error: null })
      })

      it("backs off 1, 5, 15, 60, 240 minutes", () => {
        const now = new Date("2026-12-08T00:00:00Z")
        expect(
          [1, 2, 3, 4, 5, 6].map(
            (n) => (retryAt(n, now).getTime() - now.getTime()) / 60_000
          )
        ).toEqual([1, 5, 15, 60, 240, 240])
        expect(MAX_ATTEMPTS).toBe(6)
      })
    })

    describe("email texts", () => {
      it("has every text in every language, and escapes values in the HTML", () => {
        for (const locale of LOCALES) {
          for (const [key, text] of Object.entries(EMAIL_TEXTS[locale]))
            expect([locale, key, text.trim().length > 0]).toEqual([
              locale,
              key,
              true,
            ])
          const mail = notificationEmail(
            {
              kind: "withdrawal_rejected",
              params: { amount: "1234.5", reason: "<script>x</script>" },
              link: "/wallet",
            },
            locale,
            { open: "https://shop/wallet", unsubscribe: "https://shop/u?t=1" }
          )
          expect(mail.html).not.toContain("<script>")
          expect(mail.html).toContain("&lt;script&gt;")
          expect(mail.text).toContain("https://shop/u?t=1")
          expect(mail.html).toContain(`lang="${locale}"`)
          const c = codeEmail("042042", 15, locale)
          expect(c.subject).toContain("042042")
          expect(c.text).toContain("15")
        }
        expect(
          notificationEmail(
            {
              kind: "recharge_credited",
              params: { amount: "1234.5" },
              link: "/wallet",
            },
            "pt-BR",
            { open: "o", unsubscribe: "u" }
          ).text
        ).toContain("1.234,50 USDT")
      })
    })
  },
})
