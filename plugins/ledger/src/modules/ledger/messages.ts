import { defineMessages } from "@uuc/errors"

/** en-US texts of the ledger's codes; the spec's messages word for word. */
defineMessages({
  insufficient_balance: "Your balance is insufficient",
  refund_exceeds_capture: "A refund cannot exceed what the payment captured",
  borrower_cannot_withdraw:
    "You are currently a borrowing user and unable to withdraw funds",
  not_detected: "Not detected, please try again later",
  quantity_required: "Quantity cannot be empty",
  address_required: "The address cannot be empty",
  password_required: "Password cannot be empty",
  invalid_amount: "The amount must be greater than zero",
  amount_format:
    'The amount must be a decimal number written as text, e.g. "12.5"',
  too_many_decimals: "At most 8 decimal places are allowed",
  amount_too_large: "The amount is too large",
  amount_too_small: "The amount is too small",
  invalid_chain: "The chain must be BEP20 or POLYGON",
  invalid_address: "The address must be 0x followed by 40 hexadecimal digits",
  invalid_tx_hash: "The TX hash must be 0x followed by 64 hexadecimal digits",
  invalid_asset: "This asset cannot be used here",
  invalid_price: "The price must be greater than zero",
  tx_hash_used: "This TX hash has already been submitted",
  wallet_changed_recently:
    "Your payout wallet changed recently: withdrawals open again once the waiting time has passed",
  tx_watched:
    "This transfer went to your deposit address: it is credited automatically once confirmed",
  payout_tx_hash_used: "This payout TX hash is already recorded",
  payout_in_flight: "This payout is on its way on chain; wait for its outcome",
  payout_chain_off: "This server does not pay out on this chain",
  hot_wallet_off: "No hot wallet is configured for this chain",
  payout_wrong_token: "The payout TX does not transfer the chain's USDT",
  payout_wrong_recipient:
    "The payout TX sends USDT to another address than the withdrawal's",
  payout_wrong_amount:
    "The payout TX sends another amount than the withdrawal's net amount",
  payout_tx_failed: "The payout TX failed on chain",
  payout_dropped: "The payout TX was replaced or dropped on chain",
  payout_amount_unfit:
    "The net amount has more decimal places than the chain's USDT can send",
  withdrawal_payout_open:
    "A payout of this withdrawal may still arrive on chain: it cannot be rejected",
  hot_wallet_over_limit:
    "The payout is over the hot wallet's limit per withdrawal; send it yourself",
  hot_wallet_daily_limit:
    "The hot wallet's daily limit is reached; send it yourself or try tomorrow",
  chain_unavailable: "This chain is not available for recharge",
  withdrawal_minimum: "The minimum withdrawal is 50 USD",
  withdrawal_daily_limit: "At most one withdrawal per day",
  withdrawal_closed_today: "Withdrawals are closed on this day of the week",
  member_frozen: "Your account is frozen",
  member_not_found: "Member not found",
  secondary_password_invalid: "The secondary password is incorrect",
  staff_secondary_password_invalid: "The staff secondary password is incorrect",
  secondary_password_unavailable:
    "Secondary passwords cannot be checked at the moment",
  recipient_not_found: "The recipient does not exist",
  transfer_to_self: "You cannot transfer to yourself",
  too_many_lookups: "Too many checks in a short time: please wait a minute",
  exchange_sell_limit: "You can sell at most half of the UUC you have bought",
  reason_required: "A reason is required",
  recharge_not_found: "Recharge not found",
  recharge_not_pending: "This recharge has already been reviewed",
  withdrawal_not_found: "Withdrawal not found",
  withdrawal_not_open: "This withdrawal has already been reviewed",
  entry_not_found: "Ledger entry not found",
  entry_not_pending: "This entry is no longer pending",
  chain_address_not_found: "Chain address not found",
  recharge_link_not_found: "Recharge link not found",
  invalid_url: "The link must be an http or https address",
  idempotency_conflict:
    "This Idempotency-Key was already used for a different request",
  invalid_idempotency_key:
    "The Idempotency-Key header must be 1 to 200 visible characters",
  adjustment_request_not_found: "Adjustment request not found",
  adjustment_request_reviewed: "This adjustment request was already decided",
  four_eyes_required:
    "Another staff member must approve an adjustment you requested",
  chain_reconciliation_running:
    "A reconciliation with the chains is already running",
  chain_reconciliation_not_found: "Reconciliation not found",
  chain_reconciliation_difference_not_found:
    "This difference is not in that reconciliation",
  chain_reconciliation_difference_resolved:
    "This difference is already resolved",
})
