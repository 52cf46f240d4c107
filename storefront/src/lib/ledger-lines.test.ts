import i18next, { type i18n } from "i18next"
import { beforeAll, describe, expect, it } from "vitest"
import enUS from "../i18n/locales/en-US.json"
import ptBR from "../i18n/locales/pt-BR.json"
import zhCN from "../i18n/locales/zh-CN.json"
import { LEDGER_KINDS, describeLine, kindLabel } from "./ledger-lines"

let i18: i18n
beforeAll(async () => {
  i18 = i18next.createInstance()
  await i18.init({
    lng: "pt-BR",
    fallbackLng: "en-US",
    resources: {
      "en-US": { translation: enUS },
      "pt-BR": { translation: ptBR },
      "zh-CN": { translation: zhCN },
    },
    interpolation: { escapeValue: false },
  })
})

const line = (
  kind: string,
  description_key: string,
  params: Record<string, unknown>
) => ({ kind, description_key, params })

describe("describeLine", () => {
  it("translates each ledger description with its params in the member's language", async () => {
    await i18.changeLanguage("pt-BR")
    expect(
      describeLine(
        line("recharge", "ledger.recharge", {
          chain: "BEP20",
          tx_hash: "0xabc",
          amount: "1234.5",
        }),
        i18,
        "pt-BR"
      )
    ).toBe("Recarga de 1.234,50 USDT pela rede BEP20")
    expect(
      describeLine(
        line("withdrawal_paid", "ledger.withdrawal.paid", {
          chain: "POLYGON",
          net: "90",
          fee: "10",
          amount: "100",
        }),
        i18,
        "pt-BR"
      )
    ).toBe(
      "Saque pago: 90,00 USDT enviados pela rede POLYGON (taxa de serviço 10,00 USDT)"
    )
    await i18.changeLanguage("zh-CN")
    expect(
      describeLine(
        line("transfer", "ledger.transfer", {
          from_username: "ana",
          to_username: "bo",
          amount: "3",
        }),
        i18,
        "zh-CN"
      )
    ).toBe("UUC 转账：ana 转给 bo")
  })

  it("names a reversed kind and falls back to the kind for unknown keys", async () => {
    await i18.changeLanguage("en-US")
    expect(
      describeLine(
        line("burn_reversal", "ledger.reversal", {
          entry_id: "e1",
          kind: "burn",
        }),
        i18,
        "en-US"
      )
    ).toBe("Reversal of a record (Burn)")
    expect(
      describeLine(line("recharge", "rewards.unknown", {}), i18, "en-US")
    ).toBe("Recharge")
    expect(
      describeLine(line("bonus_referral", "rewards.referral", {}), i18, "en-US")
    ).toBe("bonus_referral")
    expect(kindLabel("transfer_reversal", i18)).toBe("Reversal: UUC transfer")
  })

  it("has a label for every kind of the ledger in every language", async () => {
    for (const lng of ["en-US", "pt-BR", "zh-CN"]) {
      await i18.changeLanguage(lng)
      for (const kind of LEDGER_KINDS) {
        const label = kindLabel(kind.label, i18)
        expect(label, `${lng} ${kind.label}`).not.toBe(kind.label)
      }
    }
  })

  it("offers a member's filter by what they did: withdrawals, exchanges and the shop as one choice each, no test credits, bonuses under bonus", () => {
    const values = LEDGER_KINDS.map((k) => k.value)
    expect(values).toContain(
      "withdrawal_hold,withdrawal_paid,withdrawal_returned"
    )
    expect(values).toContain("exchange_buy,exchange_sell")
    expect(values.find((v) => v.startsWith("shop_payment_hold,"))).toBeTruthy()
    for (const gone of ["test_fund", "mint", "daily_top", "withdrawal_paid"])
      expect(values).not.toContain(gone)
    expect(values).toContain("bonus")
    expect(LEDGER_KINDS.length).toBeLessThanOrEqual(16)
  })

  it("quotes a settlement's order by its number, by its id when the number is unknown", async () => {
    await i18.changeLanguage("en-US")
    const settlement = (params: Record<string, unknown>) =>
      describeLine(
        line("shop_merchant_settlement", "shop.merchant_settlement", {
          order_id: "order_01M8",
          amount: "9",
          fee: "1",
          ...params,
        }),
        i18,
        "en-US"
      )
    expect(settlement({ order_display_id: 1042 })).toBe(
      "Settlement of shop order #1042: 9.00 USDT after the platform's commission of 1.00 USDT"
    )
    expect(settlement({})).toContain("shop order order_01M8:")
  })

  it("leaves no placeholder unfilled when the params are complete", async () => {
    const samples: [string, string, Record<string, unknown>][] = [
      [
        "recharge",
        "ledger.recharge",
        { chain: "BEP20", tx_hash: "0x1", amount: "1" },
      ],
      [
        "withdrawal_hold",
        "ledger.withdrawal.hold",
        {
          withdrawal_id: "w",
          chain: "BEP20",
          address: "0xa",
          amount: "60",
          fee: "6",
          net: "54",
        },
      ],
      [
        "withdrawal_paid",
        "ledger.withdrawal.paid",
        {
          withdrawal_id: "w",
          chain: "BEP20",
          address: "0xa",
          tx_hash: "0x2",
          amount: "60",
          fee: "6",
          net: "54",
        },
      ],
      [
        "withdrawal_returned",
        "ledger.withdrawal.returned",
        { withdrawal_id: "w", amount: "60", reason: "wrong address" },
      ],
      [
        "transfer",
        "ledger.transfer",
        {
          transfer_id: "t",
          from_member_id: "a",
          to_member_id: "b",
          from_username: "a",
          to_username: "b",
          amount: "1",
        },
      ],
      [
        "exchange_buy",
        "ledger.exchange.buy",
        { exchange_id: "x", price: "0.01", amount_in: "1", amount_out: "100" },
      ],
      [
        "exchange_sell",
        "ledger.exchange.sell",
        { exchange_id: "x", price: "0.01", amount_in: "100", amount_out: "1" },
      ],
      ["burn", "ledger.burn", { burn_id: "b", amount: "1" }],
      ["low_pool", "ledger.low_pool", { pool_move_id: "p", amount: "1" }],
      [
        "adjustment",
        "ledger.adjustment.increase",
        { adjustment_id: "a", asset: "USDT", amount: "1", reason: "gift" },
      ],
      [
        "adjustment",
        "ledger.adjustment.reduce",
        { adjustment_id: "a", asset: "USDT", amount: "1", reason: "fix" },
      ],
      [
        "recharge_reversal",
        "ledger.reversal",
        { entry_id: "e", kind: "recharge" },
      ],
    ]
    for (const lng of ["en-US", "pt-BR", "zh-CN"]) {
      await i18.changeLanguage(lng)
      for (const [kind, key, params] of samples) {
        const text = describeLine(line(kind, key, params), i18, lng)
        expect(text, `${lng} ${key}`).not.toMatch(/\{\{|\}\}/)
        expect(text, `${lng} ${key}`).not.toBe(kindLabel(kind, i18))
      }
    }
  })
})
