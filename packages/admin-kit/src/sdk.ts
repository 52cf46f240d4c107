import Medusa from "@medusajs/js-sdk"

/**
 * The admin's own API client: same origin, the dashboard's session cookie. Each
 * plugin's admin build bundles the kit, so each plugin has its own instance.
 */
export const sdk = new Medusa({ baseUrl: "/", auth: { type: "session" } })

/** A POST through the client with the money routes' Idempotency-Key header. */
export function postOnce<T>(path: string, body: object, key: string) {
  return sdk.client.fetch<T>(path, {
    method: "POST",
    body,
    headers: { "Idempotency-Key": key },
  })
}
