import { createStep } from "@medusajs/framework/workflows-sdk"
import { verifyStaffSecondaryPassword } from "../../lib/secondary-passwords"

/** Refuses (secondary_password_invalid) unless the staff user's secondary password is right. */
export const verifyStaffSecondaryPasswordStep = createStep(
  "verify-staff-secondary-password",
  async (input: { user_id: string; secret: string }, { container }) => {
    await verifyStaffSecondaryPassword(container, input.user_id, input.secret)
  }
)
