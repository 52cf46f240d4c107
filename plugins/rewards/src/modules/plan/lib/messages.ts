import { defineMessages } from "@uuc/errors"

/** en-US texts of the plan's validation codes (the field names the key). */
defineMessages({
  invalid_plan_key: "This key is not part of the plan",
  invalid_decimal: 'Enter a non-negative decimal number as text, e.g. "0.10"',
  invalid_rate: "A rate must be between 0 and 1",
  invalid_amount: "The amount must be greater than zero",
  invalid_integer: "Enter a whole number",
  out_of_range: "The number is out of range",
  invalid_list: "A list is expected",
  invalid_length: "The list has the wrong number of entries",
  invalid_trigger: 'A trigger is "activation" or "order"',
  invalid_card: 'A card is "standard" or "gold"',
  duplicate_value: "A value appears twice in the list",
  invalid_timezone: "Unknown time zone",
  not_ascending: "Each team level needs more volume than the one below",
  split_not_whole: "The USDT and UUC shares must add up to 1",
  gold_price_not_above_standard:
    "The gold card must cost more than the standard card",
  plan_version_not_found: "This plan version does not exist",
  nothing_to_change: "Nothing to change",
  invalid_boolean: "Enter true or false",
  settlement_before_refund_window:
    "Bonuses would settle while the card can still be refunded: the settlement delay must be at least the cooling-off period (days × 24 hours), unless settlement.before_refund_window is true",
})
