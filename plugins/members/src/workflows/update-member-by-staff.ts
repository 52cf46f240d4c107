import {
  createWorkflow,
  WorkflowResponse,
} from "@medusajs/framework/workflows-sdk"
import {
  updateMemberByStaffStep,
  type UpdateMemberByStaffInput,
} from "./steps/update-member-by-staff"

/** Staff freeze or unfreeze a member, pin or un-pin levels; audited in the same transaction. */
export const updateMemberByStaffWorkflow = createWorkflow(
  "update-member-by-staff",
  (input: UpdateMemberByStaffInput) =>
    new WorkflowResponse(updateMemberByStaffStep(input))
)
