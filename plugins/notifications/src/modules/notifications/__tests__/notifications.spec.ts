import { moduleIntegrationTestRunner } from "@medusajs/test-utils"
import path from "path"
import { NOTIFICATIONS_MODULE } from ".."
import { CATALOGUE } from "../../../lib/catalogue"
import { KINDS, type NotificationKind } from "../../../lib/kinds"
import {
  LOCALES,
  formatAmount,
  render,
  resolveLocale,
} from "../../../lib/render"
import NotificationsModuleService from "../service"

jest.setTimeout(120000)

moduleIntegrationTestRunner<NotificationsModuleService>({
  moduleName: NOTIFICATIONS_MODULE,
  resolve: path.join(__dirname, ".."),
  pathToMigrations: path.join(__dirname, "..", "migrations"),
  testSuite: ({ service }) => {
    describe("read marks", () => {
      it("marks once: a second mark keeps the first time and counts nothing", async () => {
        expect(await service.markRead("cus_a", ["noti_1", "noti_2"])).toBe(2)
        const [first] = await service.listNotificationReads({
          notification_id: "noti_1",
        })
        expect(await service.markRead("cus_a", ["noti_1"])).toBe(0)
        const [again] = await service.listNotificationReads({
          notification_id: "noti_1",
        })
        expect(again.read_at).toEqual(first.read_at)
        expect([
          ...(await service.readIds("cus_a", ["noti_1", "noti_3"])),
        ]).toEqual(["noti_1"])
      })

      it("answers for one receiver only", async () => {
        await service.markRead("cus_b", ["noti_b1"])
        await service.markRead("cus_c", ["noti_c1"])
        expect([
          ...(await service.readIds("cus_b", ["noti_b1", "noti_c1"])),
        ]).toEqual(["noti_b1"])
        expect(await service.allReadIds("cus_c")).toEqual(["noti_c1"])
        expect(await service.readIds("cus_b", [])).toEqual(new Set())
        expect(await service.markRead("cus_b", [])).toBe(0)
      })

      it("parallel marks of one notification leave one row", async () => {
        const counts = await Promise.all(
          Array.from({ length: 6 }, () => service.markRead("cus_d", ["noti_d"]))
        )
        expect(counts.reduce((a, b) => a + b, 0)).toBe(1)
        expect(
          await service.listNotificationReads({ notification_id: "noti_d" })
        ).toHaveLength(1)
      })
    })

    describe("texts", () => {
      const params = (kind: NotificationKind) =>
        Object.fromEntries(KINDS[kind].params.map((p) => [p, `P_${p}`]))

      it("every kind has a title and body in every language, each param used", () => {
        for (const locale of LOCALES)
          for (const kind of Object.keys(KINDS) as NotificationKind[]) {
            const text = CATALOGUE[locale].kinds[kind]
            expect(text.title.trim()).not.toBe("")
            const used = `${text.title} ${text.body}`.match(/\{(\w+)\}/g) ?? []
            for (const name of used)
              expect(KINDS[kind].params).toContain(name.slice(1, -1))
            const { title, body } = render(
              { kind, params: params(kind), link: KINDS[kind].link },
              locale
            )
            expect(`${title} ${body}`).not.toMatch(/\{\w+\}/)
          }
      })

      it("writes amounts as the reader does, exactly", () => {
        expect(formatAmount("1234.5", "en-US")).toBe("1,234.50")
        expect(formatAmount("1234.5", "pt-BR")).toBe("1.234,50")
        expect(formatAmount("0.12345678", "zh-CN")).toBe("0.12345678")
        expect(formatAmount("12345678901234567.1", "en-US")).toBe(
          "12,345,678,901,234,567.10"
        )
        const { body } = render(
          {
            kind: "recharge_credited",
            params: { amount: "30" },
            link: "/wallet",
          },
          "pt-BR"
        )
        expect(body).toContain("30,00")
      })

      it("names cards and empty reasons in the reader's language", () => {
        const zh = render(
          {
            kind: "merchant_rejected",
            params: { reason: " " },
            link: "/apply",
          },
          "zh-CN"
        )
        expect(zh.body).toContain(CATALOGUE["zh-CN"].words.none)
        const pt = render(
          {
            kind: "card_refunded",
            params: { card: "gold" },
            link: "/",
          },
          "pt-BR"
        )
        expect(pt.title).toContain(CATALOGUE["pt-BR"].words.cards.gold)
      })

      it("picks the language from what the browser sends", () => {
        expect(resolveLocale("pt")).toBe("pt-BR")
        expect(resolveLocale("zh-cn")).toBe("zh-CN")
        expect(resolveLocale("fr-FR, zh;q=0.8")).toBe("zh-CN")
        expect(resolveLocale("fr")).toBe("en-US")
        expect(resolveLocale(undefined)).toBe("en-US")
      })
    })
  },
})
