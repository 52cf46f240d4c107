import {
  createWorkflow,
  transform,
  WorkflowResponse,
} from "@medusajs/framework/workflows-sdk"
import { saveStaffProfileStep } from "./steps/save-staff-profile"
import { setStaffPasswordStep } from "./steps/set-staff-password"

export type UpdateStaffInput = {
  actor_id: string
  user_id: string
  username?: string
  nickname?: string | null
  phone?: string | null
  password?: string
  secondary_password?: string
}

/**
 * Edits a staff member (creating their profile if an invited admin has none yet),
 * audited, then their dashboard password when one is given.
 */
export const updateStaffWorkflow = createWorkflow(
  "update-staff",
  (input: UpdateStaffInput) => {
    const profile = saveStaffProfileStep(
      transform({ input }, ({ input }) => ({
        actor_id: input.actor_id,
        user_id: input.user_id,
        username: input.username?.toLowerCase(),
        nickname: input.nickname,
        phone: input.phone,
        secondary_password: input.secondary_password,
        password_changed: !!input.password,
      }))
    )
    setStaffPasswordStep(
      transform({ input }, ({ input }) => ({
        user_id: input.user_id,
        password: input.password,
      }))
    )
    return new WorkflowResponse(profile)
  }
)
