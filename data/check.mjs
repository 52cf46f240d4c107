// Checks the seed data: the ten guide questions, the demo notices and the demo
// shop's categories and goods in every locale, and the default plan exactly as
// docs/api.md lists it. No dependencies.
// Run: node check.mjs (or npm run check -w @uuc/data)
import assert from "node:assert/strict"
import { createRequire } from "node:module"

const { guide, notices, plan, demoGoods, LOCALES } = createRequire(
  import.meta.url
)("./index.js")

assert.deepEqual(LOCALES, ["en-US", "pt-BR", "zh-CN"], "locales")

const filled = (s) => typeof s === "string" && s.trim().length > 0
const words = (s) => s.trim().split(/\s+/).length
const han = /[\u4e00-\u9fff]/
// Latin words allowed inside the pt-BR and zh-CN texts: product and chain names,
// currency codes, team levels, hex prefixes, the time zone.
const allowedLatin = new Set([
  "USDT",
  "UUC",
  "USD",
  "BEP20",
  "POLYGON",
  "TX",
  "UTC",
  "0x",
  "V1",
  "V2",
  "V3",
  "V4",
  "V5",
  // the demo goods' technical names
  "USB",
  "C",
  "mAh",
])
const latinWords = (s) =>
  (s.match(/[0-9]*[A-Za-z][A-Za-z0-9]*/g) ?? []).filter(
    (w) => !allowedLatin.has(w)
  )
// Common English words that must not be left in a Portuguese text.
const english =
  /\b(the|and|your|you|with|which|when|card|bonus|shop|withdraw|member)\b/i
const kebab = /^[a-z0-9]+(-[a-z0-9]+)*$/

function checkTexts(key, translations, fields) {
  assert.deepEqual(
    Object.keys(translations).sort(),
    [...LOCALES].sort(),
    `${key}: exactly the three locales`
  )
  for (const l of LOCALES) {
    const t = translations[l]
    assert.ok(t && typeof t === "object", `${key}: ${l} present`)
    for (const f of fields)
      assert.ok(filled(t[f]), `${key}: ${l} ${f} is filled`)
  }
  for (const f of fields) {
    const en = translations["en-US"][f]
    const pt = translations["pt-BR"][f]
    const zh = translations["zh-CN"][f]
    assert.notEqual(pt, en, `${key}: pt-BR ${f} is translated`)
    assert.ok(!english.test(pt), `${key}: pt-BR ${f} has no English left`)
    assert.ok(han.test(zh), `${key}: zh-CN ${f} is Chinese`)
    assert.deepEqual(
      latinWords(zh),
      [],
      `${key}: zh-CN ${f} has no English left`
    )
  }
}

// The guide: ten questions, positions 1..10, unique kebab keys.
assert.ok(Array.isArray(guide), "guide is a list")
assert.equal(guide.length, 10, "the guide has exactly 10 questions")
assert.deepEqual(
  guide.map((g) => g.position).sort((a, b) => a - b),
  [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
  "guide positions are 1..10, each once"
)
assert.equal(new Set(guide.map((g) => g.key)).size, 10, "guide keys are unique")
for (const g of guide) {
  assert.ok(kebab.test(g.key), `${g.key}: kebab-case key`)
  assert.ok(Number.isInteger(g.position), `${g.key}: integer position`)
  checkTexts(g.key, g.translations, ["question", "answer"])
  const n = words(g.translations["en-US"].answer)
  assert.ok(
    n >= 60 && n <= 150,
    `${g.key}: en-US answer has ${n} words (60-150)`
  )
}

// The notices: three published demo notices, the welcome one pinned.
assert.ok(Array.isArray(notices), "notices is a list")
assert.equal(notices.length, 3, "there are 3 demo notices")
assert.equal(
  new Set(notices.map((n) => n.key)).size,
  3,
  "notice keys are unique"
)
for (const n of notices) {
  assert.ok(kebab.test(n.key), `${n.key}: kebab-case key`)
  assert.equal(typeof n.pinned, "boolean", `${n.key}: pinned is a boolean`)
  assert.equal(n.published, true, `${n.key}: published`)
  checkTexts(n.key, n.translations, ["title", "body"])
}
assert.deepEqual(
  notices.filter((n) => n.pinned).map((n) => n.key),
  ["welcome"],
  "only the welcome notice is pinned"
)

// The demo shop: every category named and every goods item titled and described
// in each locale (the seed puts them in the Medusa records' metadata).
assert.equal(
  new Set(demoGoods.categories.map((c) => c.handle)).size,
  demoGoods.categories.length,
  "category handles are unique"
)
for (const c of demoGoods.categories) {
  assert.ok(kebab.test(c.handle), `${c.handle}: kebab-case handle`)
  checkTexts(
    c.handle,
    Object.fromEntries(
      Object.entries(c.names).map(([l, name]) => [l, { name }])
    ),
    ["name"]
  )
}
const handles = new Set(demoGoods.categories.map((c) => c.handle))
assert.equal(
  new Set(demoGoods.goods.map((g) => g.seed_key)).size,
  demoGoods.goods.length,
  "goods seed keys are unique"
)
for (const g of demoGoods.goods) {
  assert.ok(kebab.test(g.seed_key), `${g.seed_key}: kebab-case key`)
  assert.ok(handles.has(g.category_handle), `${g.seed_key}: known category`)
  checkTexts(g.seed_key, g.translations, ["title", "description"])
}

// Nothing promises a return or a token price target.
const text = JSON.stringify({ guide, notices })
assert.ok(
  !/100\s*x|100 ?倍|guaranteed|yield|rendimento garantido|保证收益|稳赚/i.test(
    text
  ),
  "no return or price target promised"
)

// The plan: the defaults of docs/api.md ("The plan document"), decimals as strings.
const network = { triggers: ["activation"] }
assert.deepEqual(
  plan,
  {
    timezone: "UTC",
    cards: {
      standard: { price: "100", price_ratio: "0.20", points: "100" },
      gold: { price: "200", price_ratio: "0.15", points: "200" },
    },
    split: { usdt: "0.75", uuc: "0.25", pool_share_of_uuc: "0.5" },
    levels: {
      star_max: 5,
      team_volume: {
        V1: "2000",
        V2: "10000",
        V3: "50000",
        V4: "200000",
        V5: "1000000",
      },
    },
    bonuses: {
      referral: { rate: "0.10", ...network },
      layer: {
        rates: ["0.10", "0.10", "0.10", "0.10", "0.10"],
        cards: ["gold"],
        min_star: [1, 2, 3, 4, 5],
        loan_factor: "0.5",
        loan_min_direct: 1,
        ...network,
      },
      team: {
        rates: { V1: "0.03", V2: "0.06", V3: "0.09", V4: "0.12", V5: "0.15" },
        ...network,
      },
      community: { rate: "0.10", ...network },
      merchant: { rate: "0.02" },
      daily_top: {
        rewards: [
          "2000",
          "1500",
          "1200",
          "1000",
          "800",
          "600",
          "500",
          "400",
          "300",
          "200",
        ],
        first_place_min: 3,
      },
    },
    settlement: { delay_hours: 336, elimination_days: 30 },
    withdrawal: {
      min: "50",
      per_day: 1,
      closed_weekdays: [6, 0],
      fee_rate: "0.10",
      reduced_fee_rate: "0.05",
      reduced_fee_min_direct: 3,
      wallet_cooling_hours: 24,
    },
    exchange: { sell_share_of_bought: "0.5" },
    shop: {
      point_value: "1",
      uuc_burn_share: "0.90",
      merchant_min_star: 5,
      merchant_commission: "0.10",
      auto_receive_days: 14,
    },
    loan: { interest: "0.10" },
    refund: { cooling_off_days: 14 },
    limits: { adjustment_review: "1000" },
  },
  "the plan is the api.md default"
)

console.log(
  `data OK: ${guide.length} guide entries, ${notices.length} notices, plan`
)
