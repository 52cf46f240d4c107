// A member's bearer token for the scripts that drive the HTTP API (benchmarks, the
// chaos test): signed with the server's JWT_SECRET as the members plugin's login
// signs it (the customer as actor, the member in app_metadata).
import jwt from "jsonwebtoken"

export function memberToken(member, secret, expiresIn = "4h") {
  return jwt.sign(
    {
      actor_id: member.customer_id,
      actor_type: "customer",
      auth_identity_id: "",
      app_metadata: { member_id: member.id },
    },
    secret,
    { expiresIn }
  )
}
