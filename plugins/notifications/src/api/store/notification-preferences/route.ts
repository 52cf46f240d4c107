import type {
  AuthenticatedMedusaRequest,
  MedusaRequest,
  MedusaResponse,
} from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { AppError } from "@uuc/errors"
import { memberIdOf } from "@uuc/http"
import { emailSettings } from "../../../lib/email"
import { presentEmail } from "../../../lib/email-settings-view"
import { receiverOf } from "../../../lib/inbox"
import { KINDS, type NotificationKind } from "../../../lib/kinds"
import { NOTIFICATIONS_MODULE } from "../../../modules/notifications"
import type NotificationsModuleService from "../../../modules/notifications/service"
import type { NotificationPreferencesAnswer } from "../../answers"
import type { StoreNotificationPreferencesBodyType } from "./validators"

const storeOf = (req: MedusaRequest) =>
  req.scope.resolve<NotificationsModuleService>(NOTIFICATIONS_MODULE)

async function answer(
  req: MedusaRequest,
  receiver: string
): Promise<NotificationPreferencesAnswer> {
  const store = storeOf(req)
  const [row, chosen] = await Promise.all([
    store.emailOf(receiver),
    store.emailKinds(receiver),
  ])
  return {
    available: !!emailSettings(req.scope),
    email: row ? presentEmail(row) : null,
    kinds: (Object.keys(KINDS) as NotificationKind[]).map((kind) => ({
      kind,
      email: chosen.has(kind),
    })),
  }
}

/**
 * The member's channels per kind (in-app always; email too where `email`),
 * their address and whether the platform sends email at all.
 */
export async function GET(
  req: AuthenticatedMedusaRequest,
  res: MedusaResponse
) {
  res.json(
    (await answer(req, receiverOf(req))) satisfies NotificationPreferencesAnswer
  )
}

/**
 * Sets the kinds named (`email: { <kind>: boolean }`) and, with `locale`, the
 * emails' language. Choosing email needs a confirmed address (409
 * `notification_email_not_confirmed`; nothing changes).
 */
export async function POST(
  req: AuthenticatedMedusaRequest<StoreNotificationPreferencesBodyType>,
  res: MedusaResponse
) {
  memberIdOf(req)
  const receiver = receiverOf(req)
  const { email: choices, locale } = req.validatedBody
  const store = storeOf(req)
  const row = await store.emailOf(receiver)
  const wantsEmail = Object.values(choices).some(Boolean)
  if ((wantsEmail || locale) && !row?.confirmed_at)
    throw new AppError(
      MedusaError.Types.CONFLICT,
      "notification_email_not_confirmed",
      wantsEmail ? "email" : "locale"
    )
  if (wantsEmail && !emailSettings(req.scope))
    throw new AppError(
      MedusaError.Types.CONFLICT,
      "notification_email_unavailable"
    )
  await store.setEmailKinds(receiver, choices as Record<string, boolean>)
  if (locale && row)
    await store.updateNotificationEmails({ id: row.id, locale })
  res.json(
    (await answer(req, receiver)) satisfies NotificationPreferencesAnswer
  )
}
