import Medusa from "@medusajs/js-sdk"
import type { RuntimeConfig } from "./config"

let client: Medusa | null = null

export function initSdk(config: RuntimeConfig) {
  client = new Medusa({
    baseUrl: config.backendUrl,
    publishableKey: config.publishableKey,
  })
  return client
}

/** The API client; set up once at boot from the runtime config. */
export function sdk(): Medusa {
  if (!client) throw new Error("The API client is used before it is set up")
  return client
}
