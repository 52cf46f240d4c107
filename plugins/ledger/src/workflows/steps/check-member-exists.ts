import { createStep } from "@medusajs/framework/workflows-sdk"
import { memberExists } from "../../lib/members-port"
import { notFound } from "../../modules/ledger/lib/errors"

/** Staff act on members that exist: no accounts for a mistyped id. */
export const checkMemberExistsStep = createStep(
  "ledger-check-member-exists",
  async (input: { member_id: string }, { container }) => {
    if (!(await memberExists(container, input.member_id)))
      throw notFound("member_not_found")
  }
)
