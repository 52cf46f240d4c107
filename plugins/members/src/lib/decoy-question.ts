import { createHmac } from "crypto"

/** Questions members commonly pick: an unknown username gets one of these. */
const DECOYS = [
  "What was the name of your first pet?",
  "In which city were you born?",
  "What is your mother's maiden name?",
  "What was the name of your first school?",
  "What is your favourite food?",
  "What was your childhood nickname?",
  "What is the name of your best friend?",
  "What was the model of your first car?",
  "What is your favourite book?",
  "In which street did you grow up?",
]

/**
 * The security question shown for a username that does not exist: chosen by an HMAC
 * of the username under the server's secret, so it is the same on every request and
 * every server, and nobody without the secret can tell it from a real member's.
 */
export function decoyQuestion(username: string, secret: string) {
  const digest = createHmac("sha256", secret)
    .update(`security-question:${username}`)
    .digest()
  return DECOYS[digest.readUInt32BE(0) % DECOYS.length]
}
