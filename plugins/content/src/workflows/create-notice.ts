import {
  createWorkflow,
  WorkflowResponse,
} from "@medusajs/framework/workflows-sdk"
import { createNoticeStep } from "./steps/create-notice"

/** Creates a notice (optionally published at once). */
export const createNoticeWorkflow = createWorkflow(
  "create-notice",
  (input: Parameters<typeof createNoticeStep>[0]) =>
    new WorkflowResponse(createNoticeStep(input))
)
