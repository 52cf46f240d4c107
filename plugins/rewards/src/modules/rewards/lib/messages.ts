import { defineMessages } from "@uuc/errors"

/** en-US texts of the activation's codes. */
defineMessages({
  insufficient_balance: "Your balance is insufficient",
  invalid_card: "The card must be standard or gold",
  card_already_gold: "You already hold a gold card",
  card_already_active: "You already hold this card",
  member_frozen: "Your account is frozen",
  member_not_found: "Member not found",
  activation_busy: "Another activation is in progress, please try again",
  idempotency_conflict:
    "This Idempotency-Key was already used for a different request",
  activation_not_found: "Activation not found",
  operation_stuck:
    "This operation is held for review by staff; please try again later",
  operation_not_stuck: "This operation is not held for review",
})

defineMessages({
  loan_already_open: "You already have a loan application or an open loan",
  loan_not_found: "Loan not found",
  loan_not_pending: "This loan application has already been reviewed",
  reason_required: "A reason is required",
})

defineMessages({
  invalid_day: "The day must be a date written YYYY-MM-DD",
  day_not_ended: "This day has not ended yet",
})

defineMessages({
  refund_on_credit: "A card bought on credit cannot be refunded",
  refund_later_card_first: "Refund the later card (the upgrade) first",
  refund_period_over: "The cooling-off period of this card is over",
  refund_points_spent:
    "The card's points have been spent, so it can no longer be refunded",
  secondary_password_required: "The secondary password cannot be empty",
})
