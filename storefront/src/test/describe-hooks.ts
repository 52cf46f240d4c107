import { afterEach, beforeAll, beforeEach, vi } from "vitest"
import { setupI18n } from "../i18n"
import { liveToken } from "./api-stub"

/** A describe block's language, set up once, and the stubbed fetch removed after each test. */
export function inLanguage(locale: Parameters<typeof setupI18n>[0]) {
  beforeAll(async () => {
    await setupI18n(locale)
  })
  afterEach(() => {
    vi.unstubAllGlobals()
  })
}

/**
 * inLanguage, for a signed-in member: a live token before each test (`fresh`:
 * in an emptied storage).
 */
export function signedInMember(
  locale: Parameters<typeof setupI18n>[0],
  { fresh = false } = {}
) {
  inLanguage(locale)
  beforeEach(() => {
    if (fresh) localStorage.clear()
    localStorage.setItem("uuc.token", liveToken())
  })
}
