import type {
  AuthenticatedMedusaRequest,
  MedusaResponse,
} from "@medusajs/framework/http"
import { MEMBERS_MODULE } from "../../../modules/members"
import type MembersModuleService from "../../../modules/members/service"
import type { MemberSettings } from "../../answers"

/** Settings the admin screens need: where the storefront is ("log in as member"). */
export async function GET(
  req: AuthenticatedMedusaRequest,
  res: MedusaResponse
) {
  res.json({
    storefront_url: req.scope
      .resolve<MembersModuleService>(MEMBERS_MODULE)
      .storefrontUrl(),
  } satisfies MemberSettings)
}
