import LEDGER_KIND_LIST from "@uuc/data/ledger-kinds.json"
// A finance record of `GET /store/ledger/entries`, the ledger's type (type-only).
import type { StoreLine as Line } from "@uuc/ledger/ledger-api"
import { formatAmount } from "./money"

export type { Line }

/**
 * The choices of a member's kind filter (`value` is what the ledger is asked for:
 * a kind, the `bonus` group, or a group's kinds by commas; `label` the name's key
 * in financial.kinds): the ledger's shared list (@uuc/data's ledger-kinds.json,
 * which the admin and a repository check read too) with its member groups as one
 * choice each, less the platform's own kinds, the kinds no member acts on and those
 * the `bonus` filter covers.
 */
export const LEDGER_KINDS: readonly { value: string; label: string }[] =
  (() => {
    const groups: Record<string, string[]> = LEDGER_KIND_LIST.member_groups
    const {
      kinds,
      filters,
      bonus_kinds: bonus,
      member_hidden: hidden,
      platform_only: platform,
    } = LEDGER_KIND_LIST
    const grouped = new Map(
      Object.entries(groups).flatMap(([g, ks]) => ks.map((k) => [k, g]))
    )
    const out: { value: string; label: string }[] = []
    for (const k of kinds) {
      if (platform.includes(k) || hidden.includes(k) || bonus.includes(k))
        continue
      const group = grouped.get(k)
      if (!group) out.push({ value: k, label: k })
      else if (!out.some((o) => o.label === group))
        out.push({ value: groups[group].join(","), label: group })
    }
    return [...out, ...filters.map((f) => ({ value: f, label: f }))]
  })()

export const ASSETS = [
  "USDT",
  "USDT_HELD",
  "UUC",
  "UUC_POOL",
  "POINTS",
] as const

/** Params that are amounts: shown in the member's locale. */
const AMOUNT_PARAMS = new Set([
  "amount",
  "fee",
  "net",
  "amount_in",
  "amount_out",
  "price",
  "amount_usd",
  "activation_amount",
  "from_amount",
])

type Translator = {
  t: (key: string, options?: Record<string, unknown>) => string
  exists: (key: string) => boolean
}

/** A kind's name; `x_reversal` is "reversal of x"; unknown kinds show as they are. */
export function kindLabel(kind: string, i18n: Translator): string {
  const key = `financial.kinds.${kind}`
  if (i18n.exists(key)) return i18n.t(key)
  if (kind.endsWith("_reversal"))
    return i18n.t("financial.kinds.reversal_of", {
      kind: kindLabel(kind.slice(0, -"_reversal".length), i18n),
    })
  return kind
}

/**
 * A record's description in the member's language, from its `description_key` and
 * `params` (amounts formatted, a reversed kind named); an unknown key falls back to
 * the kind's name.
 */
export function describeLine(
  line: Pick<Line, "kind" | "description_key" | "params">,
  i18n: Translator,
  locale: string
): string {
  const key = `financial.descriptions.${line.description_key}`
  // A description that counts something has plural forms (key_one, key_other…).
  const known = i18n.exists(key) || i18n.exists(`${key}_other`)
  if (!line.description_key || !known) return kindLabel(line.kind, i18n)
  const params: Record<string, unknown> = {}
  for (const [name, value] of Object.entries(line.params ?? {})) {
    params[name] =
      AMOUNT_PARAMS.has(name) &&
      (typeof value === "string" || typeof value === "number")
        ? formatAmount(value, locale)
        : value
  }
  // an order is named by its number (#1042), its id only when the number is unknown
  if (typeof params.order_id === "string")
    params.order =
      typeof params.order_display_id === "number"
        ? `#${params.order_display_id}`
        : params.order_id
  if (typeof params.kind === "string")
    params.kind = kindLabel(params.kind, i18n)
  if (
    typeof params.card === "string" &&
    i18n.exists(`dashboard.card.${params.card}`)
  )
    params.card = i18n.t(`dashboard.card.${params.card}`)
  if (typeof params.reason !== "string") params.reason = ""
  return i18n.t(key, params)
}

/** Kinds whose incoming lines are bonuses paid later (settlements, rewards). */
const BONUS_KINDS = new Set(["bonus_settlement", "daily_top", "order_bonuses"])

/**
 * A finance line that pays this member bonuses (an upline's USDT, UUC or pool
 * part of an activation, a later settlement, a reward), as opposed to the buyer's
 * payment and points. The ledger's `bonus` kind filter finds the same lines.
 */
export function isBonusLine(line: Pick<Line, "kind" | "asset" | "amount">) {
  return (
    (line.kind === "activation" || BONUS_KINDS.has(line.kind)) &&
    line.asset !== "POINTS" &&
    !line.amount.startsWith("-")
  )
}

/** The type a line shows (and its filter): a bonus line is a bonus, whatever paid it. */
export const lineKind = (line: Pick<Line, "kind" | "asset" | "amount">) =>
  isBonusLine(line) ? "bonus" : line.kind

/**
 * The activation whose card refund this line takes bonuses back from: a refund's
 * entry gives the buyer the price (+USDT) and takes the card's points, and takes
 * back from each upline what its bonuses paid (a minus on USDT, UUC or the low
 * pool). Null for any other line, the buyer's own included.
 */
export function clawbackOf(
  line: Pick<Line, "kind" | "asset" | "amount" | "params">
): string | null {
  const activation = line.params?.activation_id
  return line.kind === "refund" &&
    line.asset !== "POINTS" &&
    line.amount.startsWith("-") &&
    typeof activation === "string"
    ? activation
    : null
}
