/**
 * A fresh Idempotency-Key per submission: a retry of the same click (network
 * hiccup, double click) reuses it, a new submission gets a new one.
 */
export const newIdempotencyKey = () =>
  typeof crypto !== "undefined" && "randomUUID" in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`
