import {
  createWorkflow,
  WorkflowResponse,
} from "@medusajs/framework/workflows-sdk"
import { updateNoticeStep } from "./steps/update-notice"

/** Edits, publishes, unpublishes, pins or unpins a notice. */
export const updateNoticeWorkflow = createWorkflow(
  "update-notice",
  (input: Parameters<typeof updateNoticeStep>[0]) =>
    new WorkflowResponse(updateNoticeStep(input))
)
