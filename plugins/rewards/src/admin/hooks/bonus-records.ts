import { useQuery } from "@tanstack/react-query"
import { sdk } from "@uuc/admin-kit"

export type BonusRecord = {
  id: string
  activation_id: string
  type: string
  member_id: string
  username: string
  source_member_id: string
  rate: string
  amount_usd: string
  usdt: string
  repaid: string
  uuc: string
  uuc_pool: string
  /** The earner's refund debt this bonus collected (not paid to them); only when > 0. */
  debt_collected?: { usd: string; usdt: string; uuc: string; uuc_pool: string }
  status: string
  plan_version: number
  description_key: string
  created_at: string
}
export type BonusTotals = {
  amount_usd: string
  usdt: string
  repaid: string
  uuc: string
  uuc_pool: string
}
export type BonusFilters = {
  member?: string
  type?: string
  status?: string
  from?: string
  to?: string
}
type BonusPage = {
  bonus_records: BonusRecord[]
  count: number
  totals: BonusTotals
  totals_by_type: Record<string, BonusTotals & { count: number }>
}

/** Query keys of the staff's reward data. */
export const rewardKeys = {
  all: ["uuc-rewards"] as const,
  bonuses: (q: object) => [...rewardKeys.all, "bonuses", q] as const,
  loans: (q: object) => [...rewardKeys.all, "loans", q] as const,
  disclosure: (q: object) => [...rewardKeys.all, "disclosure", q] as const,
}

export const useBonusRecords = (
  query: BonusFilters & { limit: number; offset: number }
) =>
  useQuery({
    queryKey: rewardKeys.bonuses(query),
    queryFn: () =>
      sdk.client.fetch<BonusPage>("/admin/bonus-records", { query }),
    placeholderData: (previous) => previous,
  })

/** The CSV of the same filters (a plain link: the session cookie authorizes it). */
export function bonusExportUrl(filters: BonusFilters) {
  const params = new URLSearchParams()
  for (const [k, v] of Object.entries(filters)) if (v) params.set(k, v)
  return `/admin/bonus-records/export?${params.toString()}`
}
