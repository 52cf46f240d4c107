/** A captcha lives five minutes and is good for one try. */
export const CAPTCHA_TTL_MS = 5 * 60 * 1000

/**
 * Failed secret checks (login, reset answer, old password, secondary passwords)
 * allowed within the window before that key is locked out until its failures age
 * out of the window. Per IP the limit is higher: many members may share an address.
 */
export const MAX_FAILURES = 5
export const MAX_FAILURES_PER_IP = 30
export const FAILURE_WINDOW_MINUTES = 15
