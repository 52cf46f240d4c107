import { defineMessages } from "@uuc/errors"

// The spec's messages word for word where it has one (en-US); clients translate by code.
defineMessages({
  username_charset: "Only numbers and English letters can be entered",
  username_length: "The username must have 3 to 20 characters",
  username_taken: "This username is already taken",
  password_required: "Password cannot be empty",
  password_too_short: "The password must have at least 8 characters",
  passwords_mismatch: "Two passwords are inconsistent",
  secondary_password_required: "The secondary password cannot be empty",
  sponsor_required: "A sponsor is required",
  sponsor_not_found: "The sponsor does not exist",
  phone_invalid: "Please enter a valid phone number",
  security_question_required: "Please choose a security question",
  security_answer_required: "Please answer the security question",
  captcha_required: "Please enter the verification code",
  captcha_invalid: "The verification code is wrong or has expired",
  login_invalid: "Wrong username or password",
  member_not_found: "Member not found",
  too_many_attempts: "Too many failed attempts. Please try again in 15 minutes",
})
