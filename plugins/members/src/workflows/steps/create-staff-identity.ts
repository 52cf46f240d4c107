import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { MedusaError, Modules } from "@medusajs/framework/utils"
import { AppError } from "@uuc/errors"

/**
 * Gives a new admin user their dashboard login (email and password, Medusa's
 * emailpass provider); compensation deletes it.
 */
export const createStaffIdentityStep = createStep(
  "create-staff-identity",
  async (
    input: { user_id: string; email: string; password: string },
    { container }
  ) => {
    const auth = container.resolve(Modules.AUTH)
    const { authIdentity, error } = await auth.register("emailpass", {
      body: { email: input.email, password: input.password },
    })
    if (error || !authIdentity)
      throw new AppError(
        MedusaError.Types.INVALID_DATA,
        "staff_email_taken",
        "email"
      )
    await auth.updateAuthIdentities({
      id: authIdentity.id,
      app_metadata: { user_id: input.user_id },
    })
    return new StepResponse(authIdentity.id, authIdentity.id)
  },
  async (id, { container }) => {
    if (id) await container.resolve(Modules.AUTH).deleteAuthIdentities([id])
  }
)
