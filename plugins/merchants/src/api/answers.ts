/**
 * What the merchants routes answer, declared once: the presenters and routes are
 * typed against these and the merchants-api entry exports them to the storefront's
 * hooks and the admin (type-only). Types only: the admin's type-check reads this
 * file, not the services.
 */
import type { ApplicationStatus } from "../modules/merchants/lib/types"

/** An application as the API answers it (api.md: id, member, status, …). */
export type ApplicationView = {
  id: string
  member: { id: string; username: string | null }
  status: ApplicationStatus
  description: string
  reason: string | null
  reviewed_at: string | null
  created_at: string
}

/** GET /store/merchant-applications/me: conditions, latest application, account. */
export type MerchantStanding = {
  conditions: { min_star: number; star_level: number; met: boolean }
  application: ApplicationView | null
  merchant: { id: string; created_at: string } | null
}

/** GET /admin/merchant-applications: newest first, with usernames. */
export type AdminApplicationsAnswer = {
  applications: ApplicationView[]
  count: number
  limit: number
  offset: number
}
