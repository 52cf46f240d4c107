import type { Locale } from "./locales"

export type NoticeText = { title: string; body: string }
export type GuideText = { question: string; answer: string }
export type NoticeTranslations = Record<Locale, NoticeText>
export type GuideTranslations = Record<Locale, GuideText>

export type NoticeRecord = {
  id: string
  translations: Record<string, unknown>
  published: boolean
  published_at: Date | string | null
  pinned: boolean
  created_by: string | null
  created_at: Date | string
  updated_at: Date | string
}

export type GuideEntryRecord = {
  id: string
  key: string
  position: number
  translations: Record<string, unknown>
}

/** What `seedContent` takes: the shape of `@uuc/data`'s guide and notices. */
export type SeedContentInput = {
  guide: { key: string; position: number; translations: GuideTranslations }[]
  notices: {
    key: string
    pinned: boolean
    published: boolean
    translations: NoticeTranslations
  }[]
}
