import type {
  AuthenticatedMedusaRequest,
  MedusaResponse,
} from "@medusajs/framework/http"
import { MEMBERS_MODULE } from "../../../../../../modules/members"
import type MembersModuleService from "../../../../../../modules/members/service"
import { memberIdOf } from "../../../../../actors"
import type { WalletChallenge } from "../../../../../answers"

/**
 * A one-time message (with a nonce, valid 10 minutes) for the member's payout
 * wallet to sign with EIP-191 `personal_sign`; a newer one replaces it. 400
 * `wallet_proof_invalid` while no wallet is set.
 */
export async function POST(
  req: AuthenticatedMedusaRequest,
  res: MedusaResponse
) {
  const challenge = await req.scope
    .resolve<MembersModuleService>(MEMBERS_MODULE)
    .issueWalletChallenge(memberIdOf(req))
  res.status(201).json(challenge satisfies WalletChallenge)
}
