import type {
  AuthenticatedMedusaRequest,
  MedusaResponse,
} from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { AppError } from "@uuc/errors"
import { refuseImpersonation } from "@uuc/http"
import { CODE_TRIES, codeMatches, newToken } from "../../../../lib/codes"
import { presentEmail } from "../../../../lib/email-settings-view"
import { receiverOf } from "../../../../lib/inbox"
import { NOTIFICATIONS_MODULE } from "../../../../modules/notifications"
import type NotificationsModuleService from "../../../../modules/notifications/service"
import type { NotificationEmailAnswer } from "../../../answers"
import type { StoreNotificationEmailConfirmType } from "../validators"

/**
 * Confirms the pending address with its code: from now on it receives the
 * kinds the member chose. Each try counts before the check (5 per code); 400
 * `notification_email_code_invalid` for a wrong one, 400
 * `notification_email_code_expired` when none is valid any more.
 */
export async function POST(
  req: AuthenticatedMedusaRequest<StoreNotificationEmailConfirmType>,
  res: MedusaResponse
) {
  refuseImpersonation(req)
  const receiver = receiverOf(req)
  const store =
    req.scope.resolve<NotificationsModuleService>(NOTIFICATIONS_MODULE)
  const expired = () =>
    new AppError(
      MedusaError.Types.INVALID_DATA,
      "notification_email_code_expired",
      "code"
    )
  const row = await store.countCodeTry(receiver)
  if (
    !row ||
    row.code_attempts > CODE_TRIES ||
    new Date(row.code_expires_at).getTime() <= Date.now()
  )
    throw expired()
  if (!codeMatches(req.validatedBody.code, row.code_hash, row.code_salt))
    throw new AppError(
      MedusaError.Types.INVALID_DATA,
      "notification_email_code_invalid",
      "code"
    )
  if (!(await store.confirmCode(receiver, row.code_hash, newToken())))
    throw expired()
  const saved = await store.emailOf(receiver)
  res.json({ email: presentEmail(saved!) } satisfies NotificationEmailAnswer)
}
