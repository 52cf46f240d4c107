import { useQuery } from "@tanstack/react-query"
import { sdk } from "@uuc/admin-kit"
import type { StaffAccess } from "../lib/types"

/** The calling staff member's role and the routes it opens (`GET /admin/staff-access`). */
export function useStaffAccess() {
  return useQuery({
    queryKey: ["uuc-staff-access"],
    queryFn: () => sdk.client.fetch<StaffAccess>("/admin/staff-access"),
    staleTime: 30_000,
  })
}
