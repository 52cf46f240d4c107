import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { memberIdByUsername, usernamesOf } from "../../lib/members-port"
import { refuse } from "../../modules/ledger/lib/errors"

/**
 * The member id of a transfer's recipient, by username, with both usernames (the
 * entry's description names them).
 */
export const findRecipientStep = createStep(
  "ledger-find-recipient",
  async (
    input: { username: string; from_member_id: string },
    { container }
  ) => {
    const id = await memberIdByUsername(container, input.username.trim())
    if (!id) throw refuse("recipient_not_found", "to_username")
    const names = await usernamesOf(container, [input.from_member_id, id])
    return new StepResponse({
      to_member_id: id,
      from_username: names[input.from_member_id] ?? null,
      to_username: names[id] ?? input.username.trim().toLowerCase(),
    })
  }
)
