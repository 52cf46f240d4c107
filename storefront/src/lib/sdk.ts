import type Medusa from "@medusajs/js-sdk"
import type { RuntimeConfig } from "./config"
import { endSession, getToken } from "./session"

let runtime: RuntimeConfig | null = null
let client: Promise<Medusa> | null = null

export function initSdk(config: RuntimeConfig) {
  runtime = config
  client = null
}

/**
 * The js-sdk client, set up from the runtime config on first use. It is loaded
 * as its own chunk: it is the largest library, and the first screen a phone
 * opens may not call the API at all.
 */
export function sdk(): Promise<Medusa> {
  const config = runtime
  if (!config) throw new Error("The API client is used before it is set up")
  client ??= import("@medusajs/js-sdk").then(
    ({ default: Client }) =>
      new Client({
        baseUrl: config.backendUrl,
        publishableKey: config.publishableKey,
      })
  )
  return client
}

type Options = {
  method?: "GET" | "POST" | "DELETE"
  /** JSON, or a FormData sent as multipart (the browser sets its boundary). */
  body?: unknown
  /** A list repeats its key (`id[]=a&id[]=b`). */
  query?: Record<string, string | number | string[] | undefined>
  headers?: Record<string, string>
}

/**
 * Calls the API and, on failure, throws the contract's body with the status
 * (`{ status, code, message, field }`): forms show a message per field and code,
 * which the js-sdk's FetchError does not carry. A 401 to a request that carried
 * the member's token ends the session (see `endSession`).
 */
export async function api<T>(path: string, options: Options = {}): Promise<T> {
  if (!runtime) throw new Error("The API client is used before it is set up")
  const url = new URL(path, runtime.backendUrl)
  for (const [k, v] of Object.entries(options.query ?? {})) {
    if (Array.isArray(v)) for (const x of v) url.searchParams.append(k, x)
    else if (v !== undefined) url.searchParams.set(k, String(v))
  }
  const multipart = options.body instanceof FormData
  const res = await fetch(url, {
    method: options.method ?? "GET",
    headers: {
      ...(multipart ? {} : { "content-type": "application/json" }),
      "x-publishable-api-key": runtime.publishableKey,
      ...options.headers,
    },
    body:
      options.body === undefined
        ? undefined
        : multipart
          ? (options.body as FormData)
          : JSON.stringify(options.body),
  })
  const json = await res.json().catch(() => ({}))
  // Only when the token refused is still the session's: an answer to a request sent
  // before a login-password change (the old token) must not end the new session.
  if (
    res.status === 401 &&
    options.headers?.authorization &&
    options.headers.authorization === `Bearer ${getToken()}`
  )
    endSession()
  if (!res.ok) throw { status: res.status, ...json }
  return json as T
}
