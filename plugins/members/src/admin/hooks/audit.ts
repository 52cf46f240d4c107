import { useQuery } from "@tanstack/react-query"
import type { AuditLog } from "../lib/types"
import { sdk } from "@uuc/admin-kit"

export type AuditQuery = {
  actor_id?: string
  action?: string
  from?: string
  to?: string
}

/** A page of the whole audit log (`GET /admin/audit`) with the filters. */
export function useAuditLog(query: AuditQuery, limit: number, offset: number) {
  return useQuery({
    queryKey: ["uuc-audit", query, offset],
    queryFn: () =>
      sdk.client.fetch<AuditLog>("/admin/audit", {
        query: { ...query, limit, offset },
      }),
    placeholderData: (previous) => previous,
  })
}

/** The CSV export's address for the same filters (same origin, session cookie). */
export function auditExportUrl(query: AuditQuery) {
  const params = new URLSearchParams(
    Object.entries(query).filter(([, v]) => !!v) as [string, string][]
  )
  return `/admin/audit/export?${params.toString()}`
}
