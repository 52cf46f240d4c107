// The tables `npm run simulate` prints: per bonus type side by side, the split of
// each plan's payout, and a per-day summary (days grouped when there are many).
import Decimal from "decimal.js"

const TYPES = ["referral", "layer", "team", "community", "daily_top"]
const money = (v) =>
  new Decimal(v).toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ",")
const pct = (v) => `${new Decimal(v).times(100).toFixed(2)}%`
const signed = (s) => (s.startsWith("-") ? s : `+${s}`)

function table(head, rows) {
  const all = [head, ...rows]
  const widths = head.map((_, i) =>
    Math.max(...all.map((r) => String(r[i]).length))
  )
  const line = (r) =>
    r
      .map((c, i) =>
        i === 0 ? String(c).padEnd(widths[i]) : String(c).padStart(widths[i])
      )
      .join("  ")
  console.log(line(head))
  console.log(widths.map((w) => "─".repeat(w)).join("  "))
  rows.forEach((r) => console.log(line(r)))
  console.log()
}

export function printReport({ about, price, generated, result }) {
  const { runs, difference } = result
  console.log(`Plan simulator · ${about} · UUC price ${price}`)
  console.log(
    `network ${(generated / 1000).toFixed(2)} s; ` +
      runs.map((r) => `${r.label} ${(r.ms / 1000).toFixed(2)} s`).join(", ") +
      ` · ${runs[0].members} members, max depth ${runs[0].levels.max_depth}`
  )
  console.log()
  const head = ["bonus (USD)"]
  runs.forEach((r) => head.push(`${r.label} count`, `${r.label} paid`, "% rev"))
  if (difference) head.push("difference")
  const rows = TYPES.map((t) => {
    const row = [t]
    runs.forEach((r) =>
      row.push(
        r.by_type[t].count,
        money(r.by_type[t].amount_usd),
        pct(r.by_type[t].share_of_revenue)
      )
    )
    if (difference) row.push(signed(money(difference.by_type[t].amount_usd)))
    return row
  })
  const total = ["total paid"]
  runs.forEach((r) =>
    total.push("", money(r.paid_usd), pct(r.share_of_revenue))
  )
  if (difference) total.push(signed(money(difference.paid_usd)))
  const revenue = ["card revenue"]
  runs.forEach((r) =>
    revenue.push(
      r.activations.standard + r.activations.gold + r.activations.upgrade,
      money(r.revenue),
      ""
    )
  )
  if (difference) revenue.push(signed(money(difference.revenue)))
  table(head, [...rows, total, revenue])

  for (const r of runs) {
    console.log(
      `${r.label}: how it is paid (USDT, UUC and locked pool UUC at ${price})`
    )
    table(
      ["bonus", "USDT", "UUC", "UUC pool"],
      [
        ...TYPES.map((t) => [
          t,
          money(r.by_type[t].usdt),
          money(r.by_type[t].uuc),
          money(r.by_type[t].uuc_pool),
        ]),
        [
          "total",
          ...["usdt", "uuc", "uuc_pool"].map((k) =>
            money(
              TYPES.reduce((a, t) => a.plus(r.by_type[t][k]), new Decimal(0))
            )
          ),
        ],
      ]
    )
  }

  // Per day, grouped into at most ~15 rows.
  const days = runs[0].per_day
  const size = Math.max(1, Math.ceil(days.length / 15))
  const rowsByDay = []
  for (let i = 0; i < days.length; i += size) {
    const group = days.slice(i, i + size)
    const sum = (f) => group.reduce((a, d) => a.plus(f(d)), new Decimal(0))
    const label =
      size === 1 ? group[0].day : `${group[0].day}…${group.at(-1).day}`
    const rev = sum((d) => d.revenue)
    const row = [
      label,
      sum((d) => d.joins).toString(),
      sum((d) => d.activations).toString(),
      money(rev),
    ]
    runs.forEach((r) => {
      const paid = r.per_day
        .slice(i, i + size)
        .reduce((a, d) => a.plus(d.paid_usd), new Decimal(0))
      row.push(money(paid), rev.isZero() ? "—" : pct(paid.div(rev)))
    })
    rowsByDay.push(row)
  }
  const dayHead = ["day", "joins", "activations", "revenue"]
  runs.forEach((r) => dayHead.push(`${r.label} paid`, "% rev"))
  console.log(size === 1 ? "Per day" : `Per ${size} days`)
  table(dayHead, rowsByDay)
}
