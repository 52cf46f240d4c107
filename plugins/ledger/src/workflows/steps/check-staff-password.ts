import { createStep } from "@medusajs/framework/workflows-sdk"
import { checkStaffSecondaryPassword } from "../../lib/members-port"

/** Refuses the request unless the staff user's secondary password is right. */
export const checkStaffPasswordStep = createStep(
  "ledger-check-staff-password",
  async (input: { user_id: string; password: string }, { container }) => {
    await checkStaffSecondaryPassword(container, input.user_id, input.password)
  }
)
