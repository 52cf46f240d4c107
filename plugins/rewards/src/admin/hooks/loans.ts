import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import { rewardKeys } from "./bonus-records"
import { newIdempotencyKey, postJson, sdk } from "@uuc/admin-kit"
// type-only: the build erases them
import type { AdminLoan, AdminLoansAnswer } from "../../api/answers"
import type { LoanView } from "../../modules/rewards/lib/types"

/** A loan account as the server declares it, with the member's username. */
export type { AdminLoan }

export const useLoans = (query: {
  status?: string
  member?: string
  limit: number
  offset: number
}) =>
  useQuery({
    queryKey: rewardKeys.loans(query),
    queryFn: () =>
      sdk.client.fetch<AdminLoansAnswer>("/admin/loans", {
        query,
      }),
    placeholderData: (previous) => previous,
  })

export type LoanReview =
  | { id: string; action: "approve"; secondary_password: string }
  | { id: string; action: "reject"; reason: string; secondary_password: string }

/** Approves or rejects (with a reason) an application; both take the staff secondary password. */
export function useReviewLoan() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({ id, action, ...body }: LoanReview) =>
      postJson<{ loan: LoanView }>(
        `/admin/loans/${id}/${action}`,
        body,
        action === "approve" ? newIdempotencyKey() : undefined
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: rewardKeys.all }),
  })
}
