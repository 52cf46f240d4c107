import { defineMessages } from "@uuc/errors"

/** en-US texts of the staff report and review codes. */
defineMessages({
  invalid_bands: "Bands must be ascending positive amounts, comma separated",
  invalid_period: "The period must start before it ends",
  secondary_password_required: "The secondary password cannot be empty",
  staff_secondary_password_invalid: "The staff secondary password is incorrect",
  secondary_password_unavailable:
    "Secondary passwords cannot be checked at the moment",
})
