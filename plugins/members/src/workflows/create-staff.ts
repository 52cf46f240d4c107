import {
  createWorkflow,
  transform,
  WorkflowResponse,
} from "@medusajs/framework/workflows-sdk"
import { createUsersWorkflow } from "@medusajs/medusa/core-flows"
import { createStaffIdentityStep } from "./steps/create-staff-identity"
import type { StaffRole } from "../lib/staff-access"
import { saveStaffProfileStep } from "./steps/save-staff-profile"

export type CreateStaffInput = {
  actor_id: string
  email: string
  username: string
  nickname?: string
  phone?: string
  password: string
  secondary_password: string
  role?: StaffRole
}

/**
 * Adds a staff member: a Medusa admin user, their dashboard login, and their staff
 * profile with the secondary password (audited). A failure undoes what came before.
 */
export const createStaffWorkflow = createWorkflow(
  "create-staff",
  (input: CreateStaffInput) => {
    const users = createUsersWorkflow.runAsStep({
      input: transform({ input }, ({ input }) => ({
        users: [
          { email: input.email, first_name: input.nickname ?? input.username },
        ],
      })),
    })
    const user_id = transform({ users }, ({ users }) => users[0].id)
    createStaffIdentityStep(
      transform({ input, user_id }, ({ input, user_id }) => ({
        user_id,
        email: input.email,
        password: input.password,
      }))
    )
    const profile = saveStaffProfileStep(
      transform({ input, user_id }, ({ input, user_id }) => ({
        actor_id: input.actor_id,
        user_id,
        username: input.username.toLowerCase(),
        nickname: input.nickname ?? null,
        phone: input.phone ?? null,
        secondary_password: input.secondary_password,
        role: input.role,
        password_changed: true,
      }))
    )
    return new WorkflowResponse(profile)
  }
)
