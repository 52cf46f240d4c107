import type { MedusaContainer } from "@medusajs/framework/types"
import { verifyStaffSecondaryPassword } from "@uuc/members/secondary-password"
import { ports } from "./ports"
import { presentApplication } from "./present"

/**
 * A staff review of an application: the staff secondary password first (nothing
 * changes without it), then the decision (passing creates the merchant account in
 * the same transaction), then the members' audit trail.
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
  const { application, merchant } = await p.merchants.review(input)
  await p.members.createAuditEntries({
    actor_id: input.staff_id,
    action:
      input.decision === "passed"
        ? "merchant_application.approve"
        : "merchant_application.reject",
    target_type: "member",
    target_id: application.member_id,
    before: { application_id: application.id, status: "pending" },
    after: {
      application_id: application.id,
      status: application.status,
      reason: application.reason,
      merchant_id: merchant?.id ?? null,
    },
  })
  return {
    application: presentApplication(application),
    merchant: merchant ? { id: merchant.id } : null,
  }
}
