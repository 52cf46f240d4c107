import type { Locale } from "@uuc/data"
// @uuc/data's list by its path, so that each admin build bundles it: the package
// itself, a dependency of the plugins, would stay external to their admin bundles
import locales from "../../../data/locales.json"

/** The languages every user-facing text exists in (@uuc/data's one list). */
export const LOCALES = locales as readonly Locale[]
export type { Locale }

type Texts = Record<string, unknown>
/** One JSON file of texts per language. */
export type Translations = Record<Locale, Texts>

/** The kit's own texts (`uucKit.*`), merged into every plugin's resources. */
const KIT: Translations = {
  "en-US": { showPassword: "Show password", hidePassword: "Hide password" },
  "pt-BR": { showPassword: "Mostrar senha", hidePassword: "Ocultar senha" },
  "zh-CN": { showPassword: "显示密码", hidePassword: "隐藏密码" },
}

/**
 * A plugin's `src/admin/i18n/index.ts` default export: its texts merged into the
 * dashboard's resources under the dashboard's language codes ("en", "ptBR",
 * "zhCN"). `sections` adds further files under a top-level key of their own
 * (`{ uucErrors: { "en-US": …, … } }`); the kit's own texts come as `uucKit`.
 */
export function adminI18n(
  texts: Translations,
  sections: Record<string, Translations> = {}
) {
  const merged = (locale: Locale) => ({
    translation: {
      ...texts[locale],
      uucKit: KIT[locale],
      ...Object.fromEntries(
        Object.entries(sections).map(([key, t]) => [key, t[locale]])
      ),
    },
  })
  return {
    en: merged("en-US"),
    ptBR: merged("pt-BR"),
    zhCN: merged("zh-CN"),
  }
}
