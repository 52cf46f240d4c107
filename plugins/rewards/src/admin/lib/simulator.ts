/**
 * The simulator page's pure parts: the form as a request body, the answer's types,
 * and the chart's geometry. Unit-tested (lib/__tests__/simulator.spec.ts).
 */
import { formatAmount } from "@uuc/admin-kit/format"
// The answer's types as the server declares them (type-only: the build erases them).
import type { SimulationAnswer } from "../../api/answers"
import type { SimBonusType, SimulationResult } from "../../simulator/types"

/** Each bonus type the simulator sums (keyed by the server's type), in the page's order. */
const TYPE_ORDER: Record<SimBonusType, number> = {
  referral: 0,
  layer: 1,
  team: 2,
  community: 3,
  merchant: 4,
  daily_top: 5,
}
export const BONUS_TYPES = (Object.keys(TYPE_ORDER) as SimBonusType[]).sort(
  (a, b) => TYPE_ORDER[a] - TYPE_ORDER[b]
)

export type SimRun = SimulationResult
/** POST /admin/simulations' answer. */
export type SimAnswer = SimulationAnswer

/** A plan slot: a version number, a draft (JSON text), or nothing (slot B). */
export type Slot = {
  kind: "version" | "draft" | "none"
  version: string
  draft: string
}

export type SimForm = {
  source: "growth" | "current"
  a: Slot
  b: Slot
  members: string
  days: string
  gold_percent: string
  skew: string
  seed: string
  upgrade_percent: string
  price: string
}

export const DEFAULT_FORM: SimForm = {
  source: "growth",
  a: { kind: "version", version: "", draft: "{}" },
  b: { kind: "none", version: "", draft: "{}" },
  members: "10000",
  days: "30",
  gold_percent: "30",
  skew: "0.5",
  seed: "1",
  upgrade_percent: "0",
  price: "",
}

/** The body of POST /admin/simulations, or the name of the field that is not valid JSON. */
export function requestOf(
  f: SimForm
): { body: Record<string, unknown> } | { bad: "a" | "b" } {
  const plan_versions: number[] = []
  const plan_drafts: unknown[] = []
  for (const key of ["a", "b"] as const) {
    const s = f[key]
    if (s.kind === "version" && s.version) plan_versions.push(Number(s.version))
    if (s.kind === "draft") {
      try {
        plan_drafts.push(JSON.parse(s.draft || "{}"))
      } catch {
        return { bad: key }
      }
    }
  }
  const body: Record<string, unknown> = {
    source: f.source,
    plan_versions,
    plan_drafts,
  }
  if (f.source === "growth")
    Object.assign(body, {
      members: Number(f.members),
      days: Number(f.days),
      gold_share: Number(f.gold_percent) / 100,
      skew: Number(f.skew),
      seed: Number(f.seed),
      upgrade_share: Number(f.upgrade_percent) / 100,
    })
  if (f.price.trim()) body.price = f.price.trim()
  return { body }
}

/**
 * Chart geometry: one polyline per series over the days, scaled to the largest
 * value of any series. Numbers here place pixels only; the figures shown are the
 * decimal strings of the answer.
 */
export function polylines(
  series: string[][],
  width: number,
  height: number
): { points: string; max: number } {
  const values = series.map((s) => s.map(Number))
  const max = Math.max(0, ...values.flat())
  const n = Math.max(1, ...values.map((v) => v.length))
  const x = (i: number) => (n === 1 ? width / 2 : (i * width) / (n - 1))
  const y = (v: number) => (max === 0 ? height : height - (v / max) * height)
  const points = values
    .map((v) =>
      v.map((p, i) => `${x(i).toFixed(1)},${y(p).toFixed(1)}`).join(" ")
    )
    .join("|")
  return { points, max }
}

/** "1234567.5" → "1,234,567.50": cut to 2 places, grouped by the staff's language. */
export function money(v: string, language: string) {
  const [int, frac = ""] = v.split(".")
  return formatAmount(`${int || "0"}.${frac.slice(0, 2) || "0"}`, language)
}

/** "0.412345" → "41.23%". */
export const percent = (share: string) => {
  const [int, frac = ""] = share.replace(/^-/, "").split(".")
  const digits = (int + (frac + "000000").slice(0, 6)).replace(/^0+(?=\d)/, "")
  const padded = digits.padStart(5, "0")
  const whole = padded.slice(0, -4).replace(/^0+(?=\d)/, "")
  return `${share.startsWith("-") ? "-" : ""}${whole}.${padded.slice(-4, -2)}%`
}
