import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import type { HttpTypes } from "@medusajs/framework/types"
import type {
  StaffAnswer,
  StaffDetail,
  StaffInput,
  StaffList,
} from "../lib/types"
import { sdk } from "@uuc/admin-kit"

export const staffKeys = {
  all: ["uuc-staff"] as const,
  list: (offset: number) => [...staffKeys.all, "list", offset] as const,
  detail: (id: string) => [...staffKeys.all, "detail", id] as const,
}

export function useStaffList(limit: number, offset: number) {
  return useQuery({
    queryKey: staffKeys.list(offset),
    queryFn: () =>
      sdk.client.fetch<StaffList>("/admin/staff", {
        query: { limit, offset },
      }),
    placeholderData: (previous) => previous,
  })
}

export function useStaff(id: string | null) {
  return useQuery({
    queryKey: staffKeys.detail(id ?? ""),
    queryFn: () => sdk.client.fetch<StaffDetail>(`/admin/staff/${id}`),
    enabled: !!id,
  })
}

/** Adds a staff member (`id` null) or edits one. */
export function useSaveStaff(id: string | null) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (body: StaffInput) =>
      sdk.client.fetch<StaffAnswer>(
        id ? `/admin/staff/${id}` : "/admin/staff",
        { method: "POST", body }
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: staffKeys.all }),
  })
}

/**
 * Invites a staff member by email through Medusa's invite route, with the acting
 * staff member's secondary password (the route refuses without it).
 */
export function useInviteStaff() {
  return useMutation({
    mutationFn: (body: { email: string; secondary_password: string }) =>
      // Medusa's own route and answer (the step-up middleware only checks the password)
      sdk.client.fetch<HttpTypes.AdminInviteResponse>("/admin/invites", {
        method: "POST",
        body,
      }),
  })
}
