import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { create } from "svg-captcha"
import { AUDIO_DIGITS, captchaAudio } from "../../../../lib/captcha-audio"
import { MEMBERS_MODULE } from "../../../../modules/members"
import type MembersModuleService from "../../../../modules/members/service"
import type { AudioCaptchaChallenge } from "../../../answers"

/**
 * GET /store/captcha/audio: the non-visual alternative. A code of digits 1 to 9 as a
 * WAV of beeps (`audio`, a data URL) and the same digits as a picture; answered and
 * consumed like the image captcha.
 */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  const { data: svg, text } = create({
    size: 4,
    charPreset: AUDIO_DIGITS,
    noise: 1,
    color: true,
  })
  const id = await req.scope
    .resolve<MembersModuleService>(MEMBERS_MODULE)
    .issueCaptcha(text)
  res.set("cache-control", "no-store").json({
    id,
    svg,
    audio: captchaAudio(text),
  } satisfies AudioCaptchaChallenge)
}
