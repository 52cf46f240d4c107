export type Translations<T> = Record<string, T>

export type Notice = {
  id: string
  title: string
  body: string
  pinned: boolean
  published_at: string | null
  translations: Translations<{ title: string; body: string }>
}

export type GuideEntry = {
  id: string
  key: string
  position: number
  question: string
  answer: string
}

/** The contract's error body. */
export type ApiError = { code?: string; message?: string; status?: number }
