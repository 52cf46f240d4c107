import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { networkOf } from "../../lib/ports"

/** Places the member in the network; last step of registration, so nothing after it can fail. */
export const placeMemberStep = createStep(
  "place-member",
  async (
    input: { member_id: string; username: string; sponsor_id: string | null },
    { container }
  ) => new StepResponse(await networkOf(container).placeMember(input))
)
