import { z } from "@medusajs/framework/zod"
import { LOCALES } from "../lib/locales"

const text = (max: number) =>
  z.string().trim().min(1, "required").max(max, "too_long")

const noticeText = z.object({ title: text(200), body: text(20000) })
const guideText = z.object({ question: text(300), answer: text(20000) })

/** Every locale required: members read notices in all three languages. */
const noticeTranslations = z.object({
  "en-US": noticeText,
  "pt-BR": noticeText,
  "zh-CN": noticeText,
})
const guideTranslations = z.object({
  "en-US": guideText,
  "pt-BR": guideText,
  "zh-CN": guideText,
})

const pagination = {
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).default(0),
}

export const StoreLocaleQuery = z.object({
  locale: z.string().max(20).optional(),
})

export const StoreNoticesQuery = z.object({
  locale: z.string().max(20).optional(),
  ...pagination,
})
export type StoreNoticesQueryType = z.infer<typeof StoreNoticesQuery>

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

export const AdminUpdateGuideEntry = z.object({
  translations: guideTranslations,
})
export type AdminUpdateGuideEntryType = z.infer<typeof AdminUpdateGuideEntry>

export { LOCALES }
