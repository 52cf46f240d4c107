import { useQuery } from "@tanstack/react-query"
import { rewardKeys } from "./bonus-records"
import { sdk } from "@uuc/admin-kit"

export type DisclosureReport = {
  from: string
  to: string
  basis: string
  members: number
  earners: number
  total: string
  mean: string
  median: string
  p25: string
  p75: string
  p90: string
  p99: string
  bands: {
    min: string
    max: string | null
    zero: boolean
    members: number
    total: string
  }[]
}

export const useIncomeDisclosure = (query: {
  from?: string
  to?: string
  bands?: string
}) =>
  useQuery({
    queryKey: rewardKeys.disclosure(query),
    queryFn: () =>
      sdk.client.fetch<{ report: DisclosureReport }>(
        "/admin/reports/income-disclosure",
        { query }
      ),
    placeholderData: (previous) => previous,
    retry: false,
  })
