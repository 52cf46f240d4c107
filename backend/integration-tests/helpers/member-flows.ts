import type { MedusaContainer } from "@medusajs/framework/types"
import type { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { ADMIN, adminHeaders, storeHeaders } from "./auth"
import type { Headers } from "./ledger"
import { members as membersOf } from "./services"
import { STAFF_SECONDARY } from "./people"

// The members specs' shared set-up (store/members, admin/members, admin/staff): a
// store key, the seeded root member, and members registered and logged in through
// the store routes as the storefront does (captcha included).

type SuiteOptions = Parameters<
  Parameters<typeof medusaIntegrationTestRunner>[0]["testSuite"]
>[0]
type Api = SuiteOptions["api"]
export type { Headers }
export type Seed = {
  seedRootMember(
    c: MedusaContainer,
    i: { username: string; password: string; secondary_password: string }
  ): Promise<{ member: { id: string }; created: boolean }>
  seedStaffProfile(
    c: MedusaContainer,
    i: { email: string; secondary_password: string }
  ): Promise<{ created: boolean }>
}

export { STAFF_SECONDARY }
export const CAPTCHA_TEST_CODE = "test-code"

// A 1×1 PNG.
export const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64"
)

/** One multipart file field `file`, as a browser's FormData sends it. */
export function multipart(content: Buffer, filename: string, type: string) {
  const boundary = "----uuc-test-boundary"
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ])
  return { body, type: `multipart/form-data; boundary=${boundary}` }
}

/**
 * The helpers of one suite. `store` answers the store headers of the running test
 * (set in `beforeEach` by `seedRoot`).
 */
export function memberFlows(
  api: Api,
  getContainer: () => MedusaContainer,
  store: () => Headers
) {
  const members = () => membersOf(getContainer())
  const seed = async () => (await import("@uuc/members/seed")) as Seed
  const as = (token: string): Headers => ({
    headers: { ...store().headers, authorization: `Bearer ${token}` },
  })
  const captcha = async () => {
    const { data } = await api.get("/store/captcha", store())
    return { captcha_id: data.id, captcha_code: CAPTCHA_TEST_CODE }
  }
  const form = async (over: Record<string, unknown> = {}) => ({
    username: "alice",
    ...(await import("@uuc/members/testing")).REGISTRATION_SAMPLE,
    ...(await captcha()),
    ...over,
  })
  const register = async (over: Record<string, unknown> = {}) =>
    api.post("/store/members/register", await form(over), store())
  const login = async (username: string, password: string) =>
    api.post(
      "/store/members/login",
      { username, password, ...(await captcha()) },
      store()
    )
  /** Registers a member and logs them in; answers their id and token. */
  const member = async (username: string, sponsor = "root") => {
    const { data } = await register({ username, sponsor })
    const { token } = (await login(username, "Passw0rd!")).data
    return { id: data.member.id as string, token: token as string }
  }
  /** The test staff user, with a staff profile and secondary password. */
  const staff = async () => {
    const headers = await adminHeaders(getContainer(), api)
    await (
      await seed()
    ).seedStaffProfile(getContainer(), {
      email: ADMIN.email,
      secondary_password: STAFF_SECONDARY,
    })
    return headers
  }
  /** The store headers and the root member, for `beforeEach`. */
  const seedRoot = async () => {
    const headers = await storeHeaders(getContainer())
    const { member } = await (
      await seed()
    ).seedRootMember(getContainer(), {
      username: "root",
      password: "RootPassw0rd",
      secondary_password: "RootSecond0",
    })
    return { store: headers, rootId: member.id }
  }
  return {
    members,
    seed,
    as,
    captcha,
    form,
    register,
    login,
    member,
    staff,
    seedRoot,
  }
}
