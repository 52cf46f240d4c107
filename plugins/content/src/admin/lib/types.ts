import type { Locale } from "@uuc/admin-kit"

export type NoticeText = { title: string; body: string }
export type AdminNotice = {
  id: string
  translations: Record<Locale, NoticeText>
  published: boolean
  published_at: string | null
  pinned: boolean
  created_at: string
  updated_at: string
}
export type NoticeInput = {
  translations: Record<Locale, NoticeText>
  published: boolean
  pinned: boolean
}
export type GuideText = { question: string; answer: string }
export type AdminGuideEntry = {
  id: string
  key: string
  position: number
  question: string
  translations: Record<Locale, GuideText>
}
