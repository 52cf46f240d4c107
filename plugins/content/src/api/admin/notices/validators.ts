import { z } from "@medusajs/framework/zod"
import { pagination, text } from "../../utils/validators"

const noticeText = z.object({ title: text(200), body: text(20000) })

/** Every locale required: members read notices in all three languages. */
const noticeTranslations = z.object({
  "en-US": noticeText,
  "pt-BR": noticeText,
  "zh-CN": noticeText,
})

export const AdminNoticesQuery = z.object({
  q: z.string().trim().max(200).optional(),
  published: z
    .enum(["true", "false"])
    .transform((v) => v === "true")
    .optional(),
  ...pagination,
})
export type AdminNoticesQueryType = z.infer<typeof AdminNoticesQuery>

export const AdminCreateNotice = z.object({
  translations: noticeTranslations,
  published: z.boolean().optional(),
  pinned: z.boolean().optional(),
})
export type AdminCreateNoticeType = z.infer<typeof AdminCreateNotice>

export const AdminUpdateNotice = z.object({
  translations: noticeTranslations.optional(),
  published: z.boolean().optional(),
  pinned: z.boolean().optional(),
})
export type AdminUpdateNoticeType = z.infer<typeof AdminUpdateNotice>
