import { useQuery } from "@tanstack/react-query"
import { sdk } from "@uuc/admin-kit"
// type-only: the build erases them
import type { AdminBonusRecordsAnswer } from "../../api/answers"
import type {
  BonusRecordView,
  BonusTotals,
} from "../../modules/rewards/lib/types"

/** A bonus record and the totals as the server declares them (type-only imports). */
export type { BonusRecordView as BonusRecord, BonusTotals }

export type BonusFilters = {
  member?: string
  type?: string
  status?: string
  from?: string
  to?: string
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
      sdk.client.fetch<AdminBonusRecordsAnswer>("/admin/bonus-records", {
        query,
      }),
    placeholderData: (previous) => previous,
  })

/** The CSV of the same filters (a plain link: the session cookie authorizes it). */
export function bonusExportUrl(filters: BonusFilters) {
  const params = new URLSearchParams()
  for (const [k, v] of Object.entries(filters)) if (v) params.set(k, v)
  return `/admin/bonus-records/export?${params.toString()}`
}
