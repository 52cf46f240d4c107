import { createStep } from "@medusajs/framework/workflows-sdk"
import { checkMemberSecondaryPassword } from "../../lib/members-port"

/** Refuses the request unless the member's secondary password is right. */
export const checkMemberPasswordStep = createStep(
  "ledger-check-member-password",
  async (input: { member_id: string; password: string }, { container }) => {
    await checkMemberSecondaryPassword(
      container,
      input.member_id,
      input.password
    )
  }
)
