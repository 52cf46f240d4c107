// Client-side checks that mirror the server's, so a phone gets the message under
// the field before a round trip. The server checks again and has the last word.
// Each check answers field → message key (an `errors.*` code or a screen's key).

// The password and phone limits are the server's (the shared rules file).
import REGISTRATION_RULES from "@uuc/data/registration-rules.json"

export type FieldErrors = Record<string, string>

/** USDT-BEP20 wallet address: 0x and 40 hexadecimal digits. */
const WALLET_PATTERN = /^0x[0-9a-fA-F]{40}$/
const PHONE_PATTERN = new RegExp(REGISTRATION_RULES.phone.pattern)

export function isWalletAddress(value: string) {
  return WALLET_PATTERN.test(value.trim())
}

export type ProfileForm = { nickname: string; phone: string; wallet: string }

export function profileErrors(form: ProfileForm): FieldErrors {
  const errors: FieldErrors = {}
  const nickname = form.nickname.trim()
  if (!nickname) errors.nickname = "errors.nickname_required"
  else if (nickname.length > 40) errors.nickname = "errors.nickname_too_long"
  if (form.phone.trim() && !PHONE_PATTERN.test(form.phone.trim()))
    errors.phone = "errors.phone_invalid"
  if (form.wallet.trim() && !isWalletAddress(form.wallet))
    errors.wallet_address = "errors.wallet_address_invalid"
  return errors
}

/**
 * What to send: only what changed. An emptied wallet address is removed (`null`);
 * the phone cannot be emptied once set (the server needs a valid one).
 */
export function profileChanges(
  form: ProfileForm,
  saved: {
    nickname: string | null
    phone: string | null
    wallet_address: string | null
  }
) {
  const changes: {
    nickname?: string
    phone?: string
    wallet_address?: string | null
  } = {}
  const nickname = form.nickname.trim()
  const phone = form.phone.trim()
  const wallet = form.wallet.trim()
  if (nickname !== (saved.nickname ?? "")) changes.nickname = nickname
  if (phone !== (saved.phone ?? "")) changes.phone = phone
  if (wallet !== (saved.wallet_address ?? ""))
    changes.wallet_address = wallet || null
  return changes
}

export type PasswordForm = {
  old: string
  password: string
  password_confirm: string
}

export function passwordErrors(form: PasswordForm): FieldErrors {
  const errors: FieldErrors = {}
  if (!form.old) errors.old = "errors.old_password_required"
  if (!form.password) errors.password = "errors.password_required"
  else if (form.password.length < REGISTRATION_RULES.password.min)
    errors.password = "errors.password_too_short"
  if (form.password && form.password !== form.password_confirm)
    errors.password_confirm = "errors.passwords_mismatch"
  return errors
}

export type ResetForm = {
  security_answer: string
  password: string
  password_confirm: string
  captcha_code: string
}

export function resetErrors(form: ResetForm): FieldErrors {
  const errors: FieldErrors = {}
  if (!form.security_answer.trim())
    errors.security_answer = "errors.security_answer_required"
  if (!form.password) errors.password = "errors.password_required"
  else if (form.password.length < REGISTRATION_RULES.password.min)
    errors.password = "errors.password_too_short"
  if (form.password && form.password !== form.password_confirm)
    errors.password_confirm = "errors.passwords_mismatch"
  if (!form.captcha_code.trim()) errors.captcha_code = "errors.captcha_required"
  return errors
}

export type AddressFields = {
  recipient: string
  contact: string
  address: string
  country?: string
}

/** `countryRequired`: the shop's countries are known, so the address names one of them. */
export function addressErrors(
  form: AddressFields,
  { countryRequired = false } = {}
): FieldErrors {
  const errors: FieldErrors = {}
  if (!form.recipient.trim()) errors.recipient = "address.recipientRequired"
  if (!form.contact.trim()) errors.contact = "address.contactRequired"
  else if (!PHONE_PATTERN.test(form.contact.trim()))
    errors.contact = "errors.phone_invalid"
  if (!form.address.trim()) errors.address = "address.addressRequired"
  if (countryRequired && !form.country)
    errors.country = "address.countryRequired"
  return errors
}

export function firstError(errors: FieldErrors): string | undefined {
  return Object.keys(errors)[0]
}
