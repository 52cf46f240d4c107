import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { create } from "svg-captcha"
import { MEMBERS_MODULE } from "../../../modules/members"
import type MembersModuleService from "../../../modules/members/service"
import type { CaptchaChallenge } from "../../answers"

/** A fresh image captcha: the picture goes out, the answer stays (hashed) in the database. */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  // No look-alike characters (0/o, 1/l/i): members type what they see.
  const { data: svg, text } = create({
    size: 4,
    ignoreChars: "0oO1lIi",
    noise: 2,
    color: true,
  })
  const id = await req.scope
    .resolve<MembersModuleService>(MEMBERS_MODULE)
    .issueCaptcha(text)
  res
    .set("cache-control", "no-store")
    .json({ id, svg } satisfies CaptchaChallenge)
}
