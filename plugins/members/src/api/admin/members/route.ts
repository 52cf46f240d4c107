import type {
  AuthenticatedMedusaRequest,
  MedusaResponse,
} from "@medusajs/framework/http"
import { MEMBERS_MODULE } from "../../../modules/members"
import type MembersModuleService from "../../../modules/members/service"
import type { AdminMembersQueryType } from "./validators"
import type { AdminMemberList } from "../../answers"

/**
 * Members for staff, newest first: search by username or phone, filters by status,
 * card and (effective) star and team level.
 */
export async function GET(
  req: AuthenticatedMedusaRequest,
  res: MedusaResponse
) {
  const { limit, offset, ...filters } =
    req.validatedQuery as AdminMembersQueryType
  const [rows, count] = await req.scope
    .resolve<MembersModuleService>(MEMBERS_MODULE)
    .listForStaff(filters, { limit, offset })
  res.json({
    members: rows.map((r) => ({
      ...r,
      created_at: new Date(r.created_at).toISOString(),
    })),
    count,
    limit,
    offset,
  } satisfies AdminMemberList)
}
