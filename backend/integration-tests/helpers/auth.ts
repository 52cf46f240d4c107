import type { MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import {
  createApiKeysWorkflow,
  createSalesChannelsWorkflow,
  linkSalesChannelsToApiKeyWorkflow,
} from "@medusajs/medusa/core-flows"

type Api = {
  post: (
    url: string,
    body?: unknown,
    config?: unknown
  ) => Promise<{ data: { token: string } }>
}

export const ADMIN = { email: "staff@test.local", password: "Str0ngPassw0rd" }

/** Creates a staff user and answers headers carrying their bearer token. */
export async function adminHeaders(container: MedusaContainer, api: Api) {
  const users = container.resolve(Modules.USER)
  const auth = container.resolve(Modules.AUTH)
  const user = await users.createUsers({ email: ADMIN.email })
  const { authIdentity } = await auth.register("emailpass", { body: ADMIN })
  await auth.updateAuthIdentities({
    id: authIdentity!.id,
    app_metadata: { user_id: user.id },
  })
  const { data } = await api.post("/auth/user/emailpass", ADMIN)
  return {
    headers: withFreshIdempotencyKey({ authorization: `Bearer ${data.token}` }),
  }
}

/**
 * Headers whose `idempotency-key` is new at each read: every money POST needs one,
 * and axios reads the headers once per request, so each request is its own action
 * (a test that means a replay sends its own key).
 */
export function withFreshIdempotencyKey(headers: Record<string, string>) {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { randomUUID } = require("crypto") as typeof import("crypto")
  return Object.defineProperty({ ...headers }, "idempotency-key", {
    enumerable: true,
    get: () => randomUUID(),
  }) as Record<string, string>
}

/** A publishable key linked to a sales channel: what every /store route needs. */
export async function storeHeaders(container: MedusaContainer) {
  const { result: channels } = await createSalesChannelsWorkflow(container).run(
    {
      input: { salesChannelsData: [{ name: "Test channel" }] },
    }
  )
  const { result: keys } = await createApiKeysWorkflow(container).run({
    input: {
      api_keys: [{ title: "Test", type: "publishable", created_by: "" }],
    },
  })
  await linkSalesChannelsToApiKeyWorkflow(container).run({
    input: { id: keys[0].id, add: [channels[0].id] },
  })
  return { headers: { "x-publishable-api-key": keys[0].token } }
}

/** The error answer of a failed request (axios puts it on `response`). */
export type ErrorAnswer = {
  status: number
  data: { code: string; message: string; field?: string }
}
/** A failed request as axios rejects it. */
export type Failed = { response: ErrorAnswer; config?: { url?: string } }
export const errorAnswer = (e: Failed) => e.response

/**
 * A member's bearer token as the members plugin issues them (a customer actor whose
 * app metadata names the member), signed with the test server's JWT secret. Shop
 * routes need the member's real customer id; others accept any.
 */
export function memberToken(memberId: string, customerId = `cus_${memberId}`) {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { sign } = require("jsonwebtoken") as typeof import("jsonwebtoken")
  return sign(
    {
      actor_id: customerId,
      actor_type: "customer",
      auth_identity_id: "",
      app_metadata: { member_id: memberId },
    },
    // setup.js gives every test file a secret; there is no default one.
    process.env.JWT_SECRET as string,
    { expiresIn: "1h" }
  )
}

export function memberHeaders(memberId: string) {
  return withFreshIdempotencyKey({
    authorization: `Bearer ${memberToken(memberId)}`,
  })
}
