// The registration form's checks in the browser, from the same rules file the server's
// zod schema reads (@uuc/data/registration-rules.json), in the server's order, so a
// member sees every message at once before a round trip. The server has the last word.
import RULES from "@uuc/data/registration-rules.json"
import type { FieldErrors } from "./validate"

export { RULES as REGISTRATION_RULES }

export type RegistrationForm = {
  sponsor: string
  username: string
  password: string
  password_confirm: string
  secondary_password: string
  secondary_password_confirm: string
  phone: string
  security_question: string
  security_answer: string
  captcha_code: string
}

const USERNAME = new RegExp(RULES.username.pattern)
const PHONE = new RegExp(RULES.phone.pattern)

function passwordCode(value: string, requiredCode: string) {
  if (!value) return requiredCode
  if (value.length < RULES.password.min) return "password_too_short"
  if (value.length > RULES.password.max) return "password_too_long"
  return undefined
}

/** Field → error code (translated as `errors.<code>`), every failing field at once. */
export function registrationErrors(form: RegistrationForm): FieldErrors {
  const errors: FieldErrors = {}
  const sponsor = form.sponsor.trim()
  if (!sponsor) errors.sponsor = "sponsor_required"
  else if (sponsor.length > RULES.sponsor.max) errors.sponsor = "invalid_data"

  const username = form.username.trim()
  if (!username) errors.username = "username_required"
  else if (!USERNAME.test(username)) errors.username = "username_charset"
  else if (
    username.length < RULES.username.min ||
    username.length > RULES.username.max
  )
    errors.username = "username_length"

  const password = passwordCode(form.password, "password_required")
  if (password) errors.password = password
  if (form.password_confirm !== form.password)
    errors.password_confirm = "passwords_mismatch"

  const secondary = passwordCode(
    form.secondary_password,
    "secondary_password_required"
  )
  if (secondary) errors.secondary_password = secondary
  if (form.secondary_password_confirm !== form.secondary_password)
    errors.secondary_password_confirm = "passwords_mismatch"

  if (!PHONE.test(form.phone.trim())) errors.phone = "phone_invalid"

  const question = form.security_question.trim()
  if (!question) errors.security_question = "security_question_required"
  else if (question.length > RULES.security_question.max)
    errors.security_question = "invalid_data"
  const answer = form.security_answer.trim()
  if (!answer) errors.security_answer = "security_answer_required"
  else if (answer.length > RULES.security_answer.max)
    errors.security_answer = "invalid_data"

  const code = form.captcha_code.trim()
  if (!code) errors.captcha_code = "captcha_required"
  else if (code.length > RULES.captcha_code.max)
    errors.captcha_code = "captcha_invalid"
  return errors
}
