import type { MedusaContainer } from "@medusajs/framework/types"
import { MEMBERS_MODULE } from "../modules/members"
import type MembersModuleService from "../modules/members/service"

/** Drops failed-attempt rows older than the lockout window. Idempotent, so overlapping runs are harmless. */
export async function pruneMemberRecords(container: MedusaContainer) {
  await container.resolve<MembersModuleService>(MEMBERS_MODULE).pruneFailures()
}

/** The scheduled tick; `UUC_SCHEDULED_JOBS=off` (the HTTP tests) stops it. */
export default async function pruneMemberRecordsTick(
  container: MedusaContainer
) {
  if (process.env.UUC_SCHEDULED_JOBS !== "off")
    await pruneMemberRecords(container)
}

export const config = {
  name: "members-prune-records",
  schedule: "17 * * * *",
}
