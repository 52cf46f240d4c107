import type { MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { verifyStaffSecondaryPassword } from "@uuc/members/members-api"
import { ports } from "./ports"
import { presentApplication } from "./present"

/**
 * A staff review of an application: the staff secondary password first (nothing
 * changes without it), then the decision (passing creates the merchant account in
 * the same transaction, with the decision's audit row).
 */
export async function reviewApplication(
  container: MedusaContainer,
  input: {
    id: string
    decision: "passed" | "rejected"
    reason: string | null
    staff_id: string
    secondary_password: string
  }
) {
  await verifyStaffSecondaryPassword(
    container,
    input.staff_id,
    input.secondary_password
  )
  const p = ports(container)
  const { application, merchant } = await p.merchants.review({
    id: input.id,
    decision: input.decision,
    reason: input.reason,
    staff_id: input.staff_id,
    audit: true,
  })
  // after the decision committed: followers (the applicant's notification) hear it
  await container.resolve(Modules.EVENT_BUS).emit({
    name: "merchant.application.decided",
    data: {
      id: application.id,
      member_id: application.member_id,
      decision: input.decision,
      reason: input.reason,
    },
  })
  return {
    application: presentApplication(application),
    merchant: merchant ? { id: merchant.id } : null,
  }
}
