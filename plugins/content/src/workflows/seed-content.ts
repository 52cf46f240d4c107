import {
  createWorkflow,
  WorkflowResponse,
} from "@medusajs/framework/workflows-sdk"
import { seedContentStep } from "./steps/seed-content"

/** Seeds the guide and the demo notices once. */
export const seedContentWorkflow = createWorkflow(
  "seed-content",
  (input: Parameters<typeof seedContentStep>[0]) =>
    new WorkflowResponse(seedContentStep(input))
)
