import { defineMessages } from "@uuc/errors"

defineMessages({
  member_not_found: "Member not found",
  sponsor_not_found: "The sponsor does not exist",
  sponsor_required: "A sponsor is required",
  username_taken: "This username is already taken",
  invalid_amount: "The amount must be greater than zero",
})
