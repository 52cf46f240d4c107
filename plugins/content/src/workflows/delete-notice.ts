import {
  createWorkflow,
  WorkflowResponse,
} from "@medusajs/framework/workflows-sdk"
import { deleteNoticeStep } from "./steps/delete-notice"

/** Deletes a notice. */
export const deleteNoticeWorkflow = createWorkflow(
  "delete-notice",
  (input: { id: string; staff_id: string }) => {
    return new WorkflowResponse(deleteNoticeStep(input))
  }
)
