import type {
  AuthenticatedMedusaRequest,
  MedusaResponse,
} from "@medusajs/framework/http"
import { listAudit } from "../../../../../lib/present-staff"
import { MEMBERS_MODULE } from "../../../../../modules/members"
import type MembersModuleService from "../../../../../modules/members/service"
import type { AdminPageQueryType } from "../../../../utils/validators"
import type { MemberAudit } from "../../../../answers"

/** The member's audit log, newest first: who, what, before, after, when. */
export async function GET(
  req: AuthenticatedMedusaRequest,
  res: MedusaResponse
) {
  const page = req.validatedQuery as AdminPageQueryType
  await req.scope
    .resolve<MembersModuleService>(MEMBERS_MODULE)
    .getMember(req.params.id)
  const { entries, count } = await listAudit(
    req.scope,
    { target_type: "member", target_id: req.params.id },
    page
  )
  res.json({ audit: entries, count, ...page } satisfies MemberAudit)
}
