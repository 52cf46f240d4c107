import type { MedusaContainer } from "@medusajs/framework/types"
import { MEMBERS_MODULE } from "../modules/members"
import type MembersModuleService from "../modules/members/service"

/** Drops failed-attempt rows older than the lockout window. Idempotent, so overlapping runs are harmless. */
export default async function pruneMemberRecords(container: MedusaContainer) {
  await container.resolve<MembersModuleService>(MEMBERS_MODULE).pruneFailures()
}

export const config = {
  name: "members-prune-records",
  schedule: "17 * * * *",
}
