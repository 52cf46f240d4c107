import i18next from "i18next"
import { initReactI18next } from "react-i18next"
import { applyDocumentLocale } from "./direction"
import {
  DEFAULT_LOCALE,
  addKnownLocale,
  initialLocale,
  isKnownLocale,
  isSupportedLocale,
  saveLocale,
} from "./locale-store"

type Messages = Record<string, unknown>

/** Only the active locale's file is fetched: each is its own chunk. */
const loaders: Record<string, () => Promise<{ default: Messages }>> = {
  "en-US": () => import("./locales/en-US.json"),
  "pt-BR": () => import("./locales/pt-BR.json"),
  "zh-CN": () => import("./locales/zh-CN.json"),
  ar: () => import("./locales/ar.json"),
}

async function load(locale: string) {
  if (i18next.hasResourceBundle(locale, "translation")) return
  const loader = loaders[locale]
  if (!loader) return
  const { default: messages } = await loader()
  i18next.addResourceBundle(locale, "translation", messages, true, true)
}

/** Adds a locale at run time (tests load a fourth, right-to-left one this way). */
export function registerLocale(locale: string, messages: Messages) {
  addKnownLocale(locale)
  i18next.addResourceBundle(locale, "translation", messages, true, true)
}

export async function setupI18n(locale = initialLocale()) {
  if (!i18next.isInitialized) {
    await i18next.use(initReactI18next).init({
      lng: locale,
      fallbackLng: DEFAULT_LOCALE,
      resources: {},
      interpolation: { escapeValue: false },
      returnNull: false,
    })
  }
  await changeLocale(locale)
  return i18next
}

/** Switches language, remembers it, and sets `<html lang dir>`. */
export async function changeLocale(locale: string) {
  if (!isKnownLocale(locale)) locale = DEFAULT_LOCALE
  await load(locale)
  // The shipped files have the same keys (a test checks); only a locale added at
  // run time may be partial and need en-US underneath.
  if (!isSupportedLocale(locale)) await load(DEFAULT_LOCALE)
  await i18next.changeLanguage(locale)
  saveLocale(locale)
  applyDocumentLocale(locale)
}

export { i18next }
