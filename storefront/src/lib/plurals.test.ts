import i18next, { type i18n } from "i18next"
import { beforeAll, describe, expect, it } from "vitest"
import ar from "../i18n/locales/ar.json"
import enUS from "../i18n/locales/en-US.json"
import ptBR from "../i18n/locales/pt-BR.json"
import zhCN from "../i18n/locales/zh-CN.json"
import { describeLine } from "./ledger-lines"

const LOCALES = { "en-US": enUS, "pt-BR": ptBR, "zh-CN": zhCN, ar }

let i18: i18n
beforeAll(async () => {
  i18 = i18next.createInstance()
  await i18.init({
    lng: "en-US",
    fallbackLng: "en-US",
    resources: Object.fromEntries(
      Object.entries(LOCALES).map(([l, translation]) => [l, { translation }])
    ),
    interpolation: { escapeValue: false },
  })
})

const values = (o: object): string[] =>
  Object.values(o).flatMap((v) =>
    v && typeof v === "object" ? values(v) : [String(v)]
  )

describe("counted words take the locale's plural forms", () => {
  it("writes no '(s)' plural in any language ('1 withdrawal(s)')", () => {
    for (const [locale, file] of Object.entries(LOCALES))
      expect(
        values(file).filter((v) => /\w\(s\)/.test(v) && !/http\(s\)/.test(v)),
        locale
      ).toEqual([])
  })

  it("says '1 withdrawal' and '2 withdrawals', '1 member' and '3 members'", async () => {
    await i18.changeLanguage("en-US")
    expect(i18.t("withdraw.rulePerDay", { count: 1 })).toBe(
      "At most 1 withdrawal per day."
    )
    expect(i18.t("withdraw.rulePerDay", { count: 2 })).toBe(
      "At most 2 withdrawals per day."
    )
    expect(i18.t("team.figures", { count: 1, volume: "$0" })).toBe(
      "1 member · $0"
    )
    expect(i18.t("team.figures", { count: 3, volume: "$0" })).toBe(
      "3 members · $0"
    )
    await i18.changeLanguage("pt-BR")
    expect(i18.t("withdraw.rulePerDay", { count: 1 })).toBe(
      "No máximo 1 saque por dia."
    )
  })

  it("uses Arabic's own forms (two, few, many), never English", async () => {
    await i18.changeLanguage("ar")
    for (const count of [0, 1, 2, 3, 11, 100]) {
      const text = i18.t("withdraw.rulePerDay", { count })
      expect(text, String(count)).toMatch(/[\u0600-\u06ff]/)
      expect(text, String(count)).not.toMatch(/[a-z]{3}/i)
    }
    expect(i18.t("withdraw.rulePerDay", { count: 2 })).toContain("عمليتا")
    expect(i18.t("team.figures", { count: 2, volume: "$0" })).toContain("عضوان")
  })

  it("counts the gold cards of a daily top 10 line in the singular for one", async () => {
    await i18.changeLanguage("en-US")
    const line = (count: number) => ({
      kind: "daily_top",
      description_key: "rewards.bonus.daily_top",
      params: { rank: 1, day: "2026-11-22", count },
    })
    expect(describeLine(line(1), i18, "en-US")).toBe(
      "Daily top 10: rank 1 on 2026-11-22 (1 gold card sponsored)"
    )
    expect(describeLine(line(4), i18, "en-US")).toBe(
      "Daily top 10: rank 1 on 2026-11-22 (4 gold cards sponsored)"
    )
    await i18.changeLanguage("pt-BR")
    expect(describeLine(line(1), i18, "pt-BR")).toContain(
      "(1 cartão ouro indicado)"
    )
  })
})
