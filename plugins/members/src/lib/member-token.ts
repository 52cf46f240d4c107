import type { MedusaContainer } from "@medusajs/framework/types"
import {
  ContainerRegistrationKeys,
  generateJwtToken,
} from "@medusajs/framework/utils"

/** A member's own session; impersonation sessions are shorter (rules.md §8). */
const MEMBER_TOKEN_LIFE_S = 12 * 60 * 60
export const IMPERSONATION_TOKEN_LIFE_S = 30 * 60

export type MemberTokenClaims = {
  customer_id: string
  member_id: string
  /** The member's password_changed_at (ms) when issued: a later change ends the token. */
  credentials_at: number
  /** The staff user who logged in as the member. */
  impersonated_by?: string
  /** That session's row (impersonation_session): ended there, refused here. */
  impersonation_id?: string
}

/**
 * Signs a member token: a Medusa customer token (members are customers), so Medusa's
 * `authenticate("customer", ["bearer"])` accepts it on /store routes. It names no
 * auth identity, so `/auth/token/refresh` cannot extend it.
 */
export function signMemberToken(
  container: MedusaContainer,
  member: {
    id: string
    customer_id: string
    password_changed_at: Date | string
  },
  options: { impersonated_by?: string; impersonation_id?: string } = {}
) {
  const { projectConfig } = container.resolve(
    ContainerRegistrationKeys.CONFIG_MODULE
  )
  const life = options.impersonated_by
    ? IMPERSONATION_TOKEN_LIFE_S
    : MEMBER_TOKEN_LIFE_S
  const claims: MemberTokenClaims = {
    customer_id: member.customer_id,
    member_id: member.id,
    credentials_at: new Date(member.password_changed_at).getTime(),
    ...(options.impersonated_by
      ? {
          impersonated_by: options.impersonated_by,
          impersonation_id: options.impersonation_id,
        }
      : {}),
  }
  const token = generateJwtToken(
    {
      actor_id: member.customer_id,
      actor_type: "customer",
      auth_identity_id: "",
      app_metadata: claims,
    },
    { secret: projectConfig.http.jwtSecret as string, expiresIn: life }
  )
  return { token, expires_at: new Date(Date.now() + life * 1000).toISOString() }
}

/**
 * Whether a verified member token is still good: issued at or after the member's
 * last password change. Tokens carry the change time they were issued under; a
 * token without it (signed elsewhere with the same secret) is judged by `iat`.
 */
export function isTokenCurrent(
  payload: { iat?: unknown; app_metadata?: Record<string, unknown> },
  passwordChangedAt: Date | string
) {
  const changed = new Date(passwordChangedAt).getTime()
  const stamp = payload.app_metadata?.credentials_at
  if (typeof stamp === "number") return stamp >= changed
  return (
    typeof payload.iat === "number" && payload.iat >= Math.floor(changed / 1000)
  )
}
