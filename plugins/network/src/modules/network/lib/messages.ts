import { defineMessages } from "@uuc/errors"

// The en-US texts of the network's error codes (clients translate by code).
// Registered with the module, so that errors thrown outside HTTP carry them too.
defineMessages({
  member_not_found: "Member not found",
  sponsor_not_found: "The sponsor does not exist",
  sponsor_required: "A sponsor is required",
  username_taken: "This username is already taken",
  invalid_amount: "The amount must be greater than zero",
  invalid_card: "The card must be standard or gold",
  invalid_level: "A level must be a whole number from 0 to 5",
})
