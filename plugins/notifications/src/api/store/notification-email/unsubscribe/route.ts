import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { AppError } from "@uuc/errors"
import { maskAddress } from "../../../../lib/email-settings-view"
import { KINDS } from "../../../../lib/kinds"
import { NOTIFICATIONS_MODULE } from "../../../../modules/notifications"
import type NotificationsModuleService from "../../../../modules/notifications/service"
import type { UnsubscribeAnswer } from "../../../answers"
import type { StoreUnsubscribeQueryType } from "../validators"

/**
 * The link in every email, without a login: the token's member gets every kind
 * in-app only from now on (again: the same answer). 404
 * `unsubscribe_token_invalid` for a token that names no one.
 */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  const { token } = req.validatedQuery as StoreUnsubscribeQueryType
  const store =
    req.scope.resolve<NotificationsModuleService>(NOTIFICATIONS_MODULE)
  const row = await store.unsubscribe(token, Object.keys(KINDS))
  if (!row)
    throw new AppError(
      MedusaError.Types.NOT_FOUND,
      "unsubscribe_token_invalid",
      "token"
    )
  res.json({
    unsubscribed: true,
    address: maskAddress(row.email),
  } satisfies UnsubscribeAnswer)
}
