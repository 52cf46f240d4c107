import { createStep } from "@medusajs/framework/workflows-sdk"
import { isFrozen } from "../../lib/members-port"
import { refuse } from "../../modules/ledger/lib/errors"

/** A frozen member moves no money. */
export const checkNotFrozenStep = createStep(
  "ledger-check-not-frozen",
  async (input: { member_id: string }, { container }) => {
    if (await isFrozen(container, input.member_id))
      throw refuse("member_frozen")
  }
)
