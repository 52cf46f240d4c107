import { MedusaError, Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { AppError } from "@uuc/errors"

/**
 * Sets a staff user's dashboard password (Medusa's emailpass identity, by email).
 * The last step of its workflow, so it needs no compensation.
 */
export const setStaffPasswordStep = createStep(
  "set-staff-password",
  async (input: { user_id: string; password?: string }, { container }) => {
    if (!input.password) return new StepResponse(false)
    const [user] = await container
      .resolve(Modules.USER)
      .listUsers({ id: input.user_id })
    if (!user)
      throw new AppError(MedusaError.Types.NOT_FOUND, "staff_not_found")
    const { success } = await container
      .resolve(Modules.AUTH)
      .updateProvider("emailpass", {
        entity_id: user.email,
        password: input.password,
      })
    if (!success)
      throw new AppError(
        MedusaError.Types.NOT_ALLOWED,
        "staff_password_unavailable",
        "password"
      )
    return new StepResponse(true)
  }
)
