import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"

type Network = {
  placeMember(i: {
    member_id: string
    username: string
    sponsor_id: string | null
  }): Promise<unknown>
}

/** Places the member in the network; last step of registration, so nothing after it can fail. */
export const placeMemberStep = createStep(
  "place-member",
  async (
    input: { member_id: string; username: string; sponsor_id: string | null },
    { container }
  ) => {
    const placed = await container
      .resolve<Network>("network")
      .placeMember(input)
    return new StepResponse(placed)
  }
)
