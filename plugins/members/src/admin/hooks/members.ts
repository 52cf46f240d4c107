import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import type {
  AdminMemberDetail,
  AdminMemberList,
  Impersonation,
  ImpersonationList,
  MemberAudit,
  MemberChange,
  MemberSettings,
} from "../lib/types"
import { sdk } from "@uuc/admin-kit"
import type { ActivationOffer, RefundAnswer } from "@uuc/rewards/rewards-api"

export const memberKeys = {
  all: ["uuc-members"] as const,
  list: (q: MemberListQuery) => [...memberKeys.all, "list", q] as const,
  detail: (id: string) => [...memberKeys.all, "detail", id] as const,
  audit: (id: string, offset: number) =>
    [...memberKeys.all, "audit", id, offset] as const,
  settings: ["uuc-members-settings"] as const,
}

export type MemberListQuery = {
  q?: string
  status?: string
  card?: string
  star_level?: number
  team_level?: number
  limit: number
  offset: number
}

export function useMembers(query: MemberListQuery) {
  return useQuery({
    queryKey: memberKeys.list(query),
    queryFn: () =>
      sdk.client.fetch<AdminMemberList>("/admin/members", { query }),
    placeholderData: (previous) => previous,
  })
}

export function useMember(id: string) {
  return useQuery({
    queryKey: memberKeys.detail(id),
    queryFn: () => sdk.client.fetch<AdminMemberDetail>(`/admin/members/${id}`),
  })
}

export function useMemberAudit(id: string, limit: number, offset: number) {
  return useQuery({
    queryKey: memberKeys.audit(id, offset),
    queryFn: () =>
      sdk.client.fetch<MemberAudit>(`/admin/members/${id}/audit`, {
        query: { limit, offset },
      }),
    placeholderData: (previous) => previous,
  })
}

/** Freeze, unfreeze, pin or un-pin levels; every member view refreshes. */
export function useUpdateMember(id: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (body: MemberChange) =>
      sdk.client.fetch<AdminMemberDetail>(`/admin/members/${id}`, {
        method: "POST",
        body,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: memberKeys.all }),
  })
}

export function useImpersonate(id: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (secondary_password: string) =>
      sdk.client.fetch<Impersonation>(`/admin/members/${id}/impersonate`, {
        method: "POST",
        body: { secondary_password },
      }),
    // The audit log gained a row.
    onSuccess: () => client.invalidateQueries({ queryKey: memberKeys.all }),
  })
}

export function useMemberSettings() {
  return useQuery({
    queryKey: memberKeys.settings,
    queryFn: () => sdk.client.fetch<MemberSettings>("/admin/member-settings"),
    staleTime: Infinity,
  })
}

export function useImpersonations(id: string) {
  return useQuery({
    queryKey: [...memberKeys.all, "impersonations", id],
    queryFn: () =>
      sdk.client.fetch<ImpersonationList>(
        `/admin/members/${id}/impersonations`
      ),
  })
}

/** Ends a session at once: its token is refused from then on. */
export function useEndImpersonation(id: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (sessionId: string) =>
      sdk.client.fetch(`/admin/members/${id}/impersonations/${sessionId}/end`, {
        method: "POST",
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: memberKeys.all }),
  })
}

/**
 * A member's card purchase with its cooling-off period (`GET /admin/activations`):
 * the rewards plugin answers it, so its type comes from there (type-only).
 */
export type { ActivationOffer as AdminActivation }

export function useMemberActivations(memberId: string, enabled: boolean) {
  return useQuery({
    queryKey: [...memberKeys.all, "activations", memberId],
    queryFn: () =>
      sdk.client.fetch<{ activations: ActivationOffer[] }>(
        "/admin/activations",
        { query: { member_id: memberId } }
      ),
    enabled,
  })
}

/** Staff refund a card within its cooling-off period (a money move: key and password). */
export function useRefundActivation() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (input: {
      id: string
      reason: string
      secondary_password: string
      key: string
    }) =>
      sdk.client.fetch<RefundAnswer>(`/admin/activations/${input.id}/refund`, {
        method: "POST",
        headers: { "idempotency-key": input.key },
        body: {
          reason: input.reason,
          secondary_password: input.secondary_password,
        },
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: memberKeys.all }),
  })
}
