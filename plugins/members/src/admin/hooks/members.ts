import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import type {
  AdminMemberDetail,
  AdminMemberRow,
  AuditEntry,
  MemberChange,
} from "../lib/types"
import { sdk } from "@uuc/admin-kit"

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
      sdk.client.fetch<{ members: AdminMemberRow[]; count: number }>(
        "/admin/members",
        { query }
      ),
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
      sdk.client.fetch<{ audit: AuditEntry[]; count: number }>(
        `/admin/members/${id}/audit`,
        { query: { limit, offset } }
      ),
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

export type Impersonation = { token: string; expires_at: string; url: string }

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
    queryFn: () =>
      sdk.client.fetch<{ storefront_url: string }>("/admin/member-settings"),
    staleTime: Infinity,
  })
}

/** A "log in as member" session as staff see it. */
export type ImpersonationSession = {
  id: string
  staff_user_id: string
  /** The staff member's username (or email); null when the user is gone. */
  staff: string | null
  created_at: string
  expires_at: string
  ended_at: string | null
  open: boolean
}

export function useImpersonations(id: string) {
  return useQuery({
    queryKey: [...memberKeys.all, "impersonations", id],
    queryFn: () =>
      sdk.client.fetch<{ impersonations: ImpersonationSession[] }>(
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

/** A member's card purchase with its cooling-off period (`GET /admin/activations`). */
export type AdminActivation = {
  id: string
  card: "standard" | "gold"
  kind: "activation" | "upgrade"
  amount: string
  status: string
  created_at: string
  refunded_at: string | null
  refundable_until: string
  refund: { amount: string; points: string }
  blocked: string | null
}

export function useMemberActivations(memberId: string, enabled: boolean) {
  return useQuery({
    queryKey: [...memberKeys.all, "activations", memberId],
    queryFn: () =>
      sdk.client.fetch<{ activations: AdminActivation[] }>(
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
      sdk.client.fetch<unknown>(`/admin/activations/${input.id}/refund`, {
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
