import Medusa from "@medusajs/js-sdk"

/** The admin's own API client: same origin, the dashboard's session cookie. */
export const sdk = new Medusa({ baseUrl: "/", auth: { type: "session" } })

export {
  errorMessage,
  newIdempotencyKey as newKey,
  postJson,
  type ApiError,
} from "@uuc/admin-kit"
