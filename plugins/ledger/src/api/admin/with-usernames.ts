import type { AuthenticatedMedusaRequest } from "@medusajs/framework/http"
import { usernamesOf } from "../../lib/members-port"

/** Adds `username` to rows that name a member, for staff screens. */
export async function withUsernames<T extends { member_id: string | null }>(
  req: AuthenticatedMedusaRequest,
  rows: T[]
): Promise<(T & { username: string | null })[]> {
  const names = await usernamesOf(
    req.scope,
    rows.flatMap((r) => (r.member_id ? [r.member_id] : []))
  )
  return rows.map((r) => ({
    ...r,
    username: r.member_id ? (names[r.member_id] ?? null) : null,
  }))
}
