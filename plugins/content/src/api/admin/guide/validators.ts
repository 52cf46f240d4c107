import { z } from "@medusajs/framework/zod"
import { text } from "../../utils/validators"

const guideText = z.object({ question: text(300), answer: text(20000) })

/** Every locale required: members read the guide in all three languages. */
const guideTranslations = z.object({
  "en-US": guideText,
  "pt-BR": guideText,
  "zh-CN": guideText,
})

export const AdminUpdateGuideEntry = z.object({
  translations: guideTranslations,
})
export type AdminUpdateGuideEntryType = z.infer<typeof AdminUpdateGuideEntry>
