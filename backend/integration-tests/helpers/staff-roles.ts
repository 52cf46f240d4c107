import type { MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { members } from "./services"

type Api = {
  post: (
    url: string,
    body?: unknown,
    config?: unknown
  ) => Promise<{ data: { token: string } }>
}
export type StaffRole = "owner" | "finance" | "support" | "content"
export const ROLE_SECONDARY = "Authz0Second0"

/**
 * A staff user of `role` (dashboard login, profile with a secondary password);
 * answers their user id and bearer headers.
 */
export async function staffWithRole(
  container: MedusaContainer,
  api: Api,
  role: StaffRole,
  name: string = role
) {
  const email = `${name}@roles.test`
  const password = "Authz0Passw0rd"
  const user = await container.resolve(Modules.USER).createUsers({ email })
  const auth = container.resolve(Modules.AUTH)
  const { authIdentity } = await auth.register("emailpass", {
    body: { email, password },
  })
  await auth.updateAuthIdentities({
    id: authIdentity!.id,
    app_metadata: { user_id: user.id },
  })
  const { hashSecret } = await import("@uuc/members/testing")
  await members(container).createStaffProfiles({
    user_id: user.id,
    username: `${name}staff`,
    secondary_password_hash: await hashSecret(ROLE_SECONDARY),
    role,
  })
  const { data } = await api.post("/auth/user/emailpass", { email, password })
  return {
    id: user.id,
    headers: { authorization: `Bearer ${data.token}` },
  }
}

/** The answer of a request, whatever its status (axios throws on 4xx/5xx). */
export async function answer<T = unknown>(
  run: () => Promise<{ status: number; data: T }>
): Promise<{ status: number; data: T }> {
  try {
    const r = await run()
    return { status: r.status, data: r.data }
  } catch (e) {
    const res = (e as { response?: { status: number; data: T } }).response
    if (!res) throw e
    return { status: res.status, data: res.data }
  }
}
