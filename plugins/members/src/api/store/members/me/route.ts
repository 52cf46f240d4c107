import type {
  AuthenticatedMedusaRequest,
  MedusaResponse,
} from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { AppError } from "@uuc/errors"
import { presentOwnMember } from "../../../../lib/present"
import { MEMBERS_MODULE } from "../../../../modules/members"
import type MembersModuleService from "../../../../modules/members/service"
import { impersonatorOf, memberIdOf } from "../../../actors"
import type { StoreUpdateMeType } from "../validators"
import { deleteOwnAvatar } from "./avatar/delete-own-avatar"
import type { StoreMeAnswer } from "../../../answers"

/** The logged-in member's own profile, network figures and balances (api.md). */
export async function GET(
  req: AuthenticatedMedusaRequest,
  res: MedusaResponse
) {
  res.json({
    member: await presentOwnMember(req.scope, memberIdOf(req), {
      impersonated_by: impersonatorOf(req),
    }),
  } satisfies StoreMeAnswer)
}

/** Edits the member's nickname, phone, wallet address, or removes the avatar. */
export async function POST(
  req: AuthenticatedMedusaRequest,
  res: MedusaResponse
) {
  const id = memberIdOf(req)
  const { totp_code, ...body } = req.validatedBody as StoreUpdateMeType
  const members = req.scope.resolve<MembersModuleService>(MEMBERS_MODULE)
  const before = await members.getMember(id)
  // Avatars come only from the upload route: the address may be kept or removed,
  // never pointed elsewhere (a tracking pixel, another member's file).
  if (
    body.avatar_url !== undefined &&
    body.avatar_url !== null &&
    body.avatar_url !== before.avatar_url
  )
    throw new AppError(
      MedusaError.Types.INVALID_DATA,
      "avatar_url_invalid",
      "avatar_url"
    )
  // A new wallet is not proven, and withdrawals to it wait (rules.md §5).
  const walletChanged =
    body.wallet_address !== undefined &&
    (body.wallet_address?.toLowerCase() ?? null) !==
      (before.wallet_address?.toLowerCase() ?? null)
  // the secondary password was checked by the step-up; the authenticator code too
  // when the member's codes are on (400 totp_required / totp_invalid)
  if (walletChanged) await members.requireTotp(id, totp_code)
  await members.updateMembers({
    id,
    ...body,
    ...(walletChanged
      ? { wallet_verified_at: null, wallet_changed_at: new Date() }
      : {}),
  })
  if (body.avatar_url === null && before.avatar_url)
    await deleteOwnAvatar(req.scope, before.avatar_url, id)
  res.json({
    member: await presentOwnMember(req.scope, id, {
      impersonated_by: impersonatorOf(req),
    }),
  } satisfies StoreMeAnswer)
}
