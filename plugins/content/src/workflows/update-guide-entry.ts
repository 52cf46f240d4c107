import {
  createWorkflow,
  WorkflowResponse,
} from "@medusajs/framework/workflows-sdk"
import { updateGuideEntryStep } from "./steps/update-guide-entry"

/** Replaces the three languages' texts of one guide entry. */
export const updateGuideEntryWorkflow = createWorkflow(
  "update-guide-entry",
  (input: Parameters<typeof updateGuideEntryStep>[0]) =>
    new WorkflowResponse(updateGuideEntryStep(input))
)
