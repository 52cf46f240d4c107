import type {
  AuthenticatedMedusaRequest,
  MedusaResponse,
} from "@medusajs/framework/http"
import { presentOwnMember } from "../../../../../lib/present"
import { MEMBERS_MODULE } from "../../../../../modules/members"
import type MembersModuleService from "../../../../../modules/members/service"
import { impersonatorOf, memberIdOf } from "../../../../actors"
import type { StoreMeAnswer } from "../../../../answers"
import type { StoreWalletProofType } from "../../validators"

/**
 * Proves the payout wallet: the signature of the live challenge by the member's
 * wallet `address` records `wallet_verified_at` (answered in the profile). The
 * challenge is used whatever the outcome; another key, another address or no
 * live challenge: 400 `wallet_proof_invalid`.
 */
export async function POST(
  req: AuthenticatedMedusaRequest,
  res: MedusaResponse
) {
  const id = memberIdOf(req)
  const body = req.validatedBody as StoreWalletProofType
  await req.scope
    .resolve<MembersModuleService>(MEMBERS_MODULE)
    .proveWallet(id, body)
  res.json({
    member: await presentOwnMember(req.scope, id, {
      impersonated_by: impersonatorOf(req),
    }),
  } satisfies StoreMeAnswer)
}
