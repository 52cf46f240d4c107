import { screen } from "@testing-library/react"
import LEDGER_KIND_LIST from "@uuc/data/ledger-kinds.json"
import { describe, expect, it } from "vitest"
import { stubApi } from "../../test/api-stub"
import { signedInMember } from "../../test/describe-hooks"
import { renderAt } from "../../test/render"

/** One line of each kind the ledger posts (the shared list), as the API sends them. */
const lines = LEDGER_KIND_LIST.kinds.map((kind, i) => ({
  id: `p${i}`,
  entry_id: `e${i}`,
  asset: kind.startsWith("shop_points") ? "POINTS" : "USDT",
  amount: i % 2 ? "-3.00000000" : "3.00000000",
  balance_after: "10.00000000",
  kind,
  // what the shop posts: keys the statement may not describe (then the kind's label)
  description_key: kind.startsWith("shop_") ? `shop.${kind.slice(5)}` : "",
  params:
    kind === "shop_merchant_settlement" || kind === "shop_points_return"
      ? {
          order_id: "order_01M8ZZQ3J5K7XYZ",
          order_display_id: 1042,
          amount: "9",
          fee: "1",
          points: "3",
        }
      : { session_id: "payses_01M8", amount: "3" },
  source_type: null,
  source_id: null,
  status: "posted",
  created_at: "2026-11-22T10:00:00.000Z",
}))

const reversal = {
  ...lines[0],
  id: "r1",
  kind: "shop_points_reversal",
  description_key: "ledger.reversal",
  params: { entry_id: "e1", kind: "shop_points" },
}

// a word_with_underscores on the page is a code nobody translated
const SNAKE = /\b[a-z]+_[a-z0-9_]+\b/

describe.each(["en-US", "pt-BR", "zh-CN", "ar"] as const)(
  "/financial in %s",
  (locale) => {
    signedInMember(locale)

    it("names every kind in the member's language and quotes orders by number", async () => {
      stubApi(({ url }) =>
        url.pathname === "/store/ledger/entries"
          ? {
              body: {
                entries: [...lines, reversal],
                count: lines.length + 1,
                limit: 50,
                offset: 0,
              },
            }
          : undefined
      )
      const { container } = renderAt("/financial")
      const rows = await screen.findAllByTestId("finance-row")
      expect(rows).toHaveLength(lines.length + 1)
      const text = container.textContent ?? ""
      expect(text.match(SNAKE)?.[0] ?? null).toBeNull()
      expect(text).not.toContain("order_01")
      const settlement =
        rows[LEDGER_KIND_LIST.kinds.indexOf("shop_merchant_settlement")]
          .textContent
      expect(settlement).toContain("#1042")
      // the kind filter offers every kind a member can meet, each labelled
      const options = [
        ...(container.querySelector("#filter-kind") as HTMLSelectElement)
          .options,
      ].map((o) => o.textContent ?? "")
      expect(options.filter((o) => SNAKE.test(o))).toEqual([])
    }, 20_000)
  }
)
