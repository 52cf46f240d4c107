import type {
  AuthenticatedMedusaRequest,
  MedusaResponse,
} from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { AppError, httpError } from "@uuc/errors"
import { memberIdOf, refuseImpersonation } from "@uuc/http"
import {
  CODE_GAP_SECONDS,
  CODE_MINUTES,
  hashCode,
  newCode,
} from "../../../lib/codes"
import { emailSettings, sendEmail } from "../../../lib/email"
import { codeEmail } from "../../../lib/email-render"
import { presentEmail } from "../../../lib/email-settings-view"
import { readerLocale, receiverOf } from "../../../lib/inbox"
import { NOTIFICATIONS_MODULE } from "../../../modules/notifications"
import type NotificationsModuleService from "../../../modules/notifications/service"
import type { NotificationEmailAnswer } from "../../answers"
import type { StoreNotificationEmailBodyType } from "./validators"

/**
 * Sends a 6-digit code to `email`, valid 15 minutes; the address receives
 * nothing else until the member enters it (…/confirm). A confirmed address
 * keeps receiving until then. 409 `notification_email_unavailable` without SMTP,
 * 429 `notification_email_code_wait` within a minute of the last code, 400
 * `notification_email_send_failed` when the mail server refuses it.
 */
export async function POST(
  req: AuthenticatedMedusaRequest<StoreNotificationEmailBodyType>,
  res: MedusaResponse
) {
  refuseImpersonation(req)
  const memberId = memberIdOf(req)
  const receiver = receiverOf(req)
  if (!emailSettings(req.scope))
    throw new AppError(
      MedusaError.Types.CONFLICT,
      "notification_email_unavailable"
    )
  const { email } = req.validatedBody
  const locale = req.validatedBody.locale ?? readerLocale(req)
  const store =
    req.scope.resolve<NotificationsModuleService>(NOTIFICATIONS_MODULE)
  const code = newCode()
  const { hash, salt } = hashCode(code)
  const stored = await store.storeCode(
    receiver,
    {
      member_id: memberId,
      pending_email: email,
      code_hash: hash,
      code_salt: salt,
      expires_at: new Date(Date.now() + CODE_MINUTES * 60_000),
      locale,
    },
    CODE_GAP_SECONDS
  )
  if (!stored) throw httpError(429, "notification_email_code_wait")
  try {
    await sendEmail(req.scope, {
      to: email,
      receiver_id: receiver,
      template: "email_confirmation_code",
      content: codeEmail(code, CODE_MINUTES, locale),
      key: `email-code:${receiver}:${hash}`,
      trigger_type: "notification.email.code",
    })
  } catch (e) {
    req.scope
      .resolve("logger")
      .warn(`notifications: a confirmation code was not sent: ${String(e)}`)
    await store.dropCode(receiver, hash)
    throw new AppError(
      MedusaError.Types.INVALID_DATA,
      "notification_email_send_failed",
      "email"
    )
  }
  const row = await store.emailOf(receiver)
  res
    .status(201)
    .json({ email: presentEmail(row!) } satisfies NotificationEmailAnswer)
}
