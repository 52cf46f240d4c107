import type { MedusaContainer } from "@medusajs/framework/types"
import { scheduledJob } from "@uuc/http/jobs"
import { MEMBERS_MODULE } from "../modules/members"
import type MembersModuleService from "../modules/members/service"

/** Drops failed-attempt rows older than the lockout window. Idempotent, so overlapping runs are harmless. */
export async function pruneMemberRecords(container: MedusaContainer) {
  await container.resolve<MembersModuleService>(MEMBERS_MODULE).pruneFailures()
}

/** The scheduled tick; `UUC_SCHEDULED_JOBS=off` (the HTTP tests) stops it. */
async function pruneMemberRecordsTick(container: MedusaContainer) {
  await pruneMemberRecords(container)
}

export const config = {
  name: "members-prune-records",
  schedule: "17 * * * *",
}

// off under UUC_SCHEDULED_JOBS=off (the HTTP tests call the job themselves)
export default scheduledJob(config.name, pruneMemberRecordsTick)
