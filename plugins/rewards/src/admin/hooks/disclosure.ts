import { useQuery } from "@tanstack/react-query"
import { rewardKeys } from "./bonus-records"
import { sdk } from "@uuc/admin-kit"
// the report as the server declares it (type-only: the build erases it)
import type { IncomeDisclosure } from "../../reports/income-disclosure"

export const useIncomeDisclosure = (query: {
  from?: string
  to?: string
  bands?: string
}) =>
  useQuery({
    queryKey: rewardKeys.disclosure(query),
    queryFn: () =>
      sdk.client.fetch<{ report: IncomeDisclosure }>(
        "/admin/reports/income-disclosure",
        { query }
      ),
    placeholderData: (previous) => previous,
    retry: false,
  })
