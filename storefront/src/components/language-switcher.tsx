import { Menu, MenuButton, MenuItem, MenuItems } from "@headlessui/react"
import { useTranslation } from "react-i18next"
import { changeLocale } from "../i18n"
import { SWITCHER_LOCALES } from "../i18n/locale-store"

/** A menu of the languages; the choice is remembered in localStorage. */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation()
  const current = t(`languages.${i18n.language}`, {
    defaultValue: i18n.language,
  })
  return (
    <Menu as="div" className="relative">
      <MenuButton
        data-testid="language-switcher"
        // The accessible name holds the visible text (WCAG 2.5.3).
        aria-label={`${t("nav.language")}: ${current}`}
        className="flex items-center gap-1 rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm text-slate-700 hover:bg-slate-100"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          className="h-4 w-4 fill-current"
        >
          <path d="M10 2a8 8 0 100 16 8 8 0 000-16zm5.9 7h-2.9a12.5 12.5 0 00-1-4.6A6 6 0 0115.9 9zM10 4c.6.8 1.4 2.5 1.5 5h-3C8.6 6.5 9.4 4.8 10 4zM8 4.4A12.5 12.5 0 007 9H4.1A6 6 0 018 4.4zM4.1 11H7c.1 1.8.5 3.4 1 4.6A6 6 0 014.1 11zm5.9 5c-.6-.8-1.4-2.5-1.5-5h3c-.1 2.5-.9 4.2-1.5 5zm2-.4c.5-1.2.9-2.8 1-4.6h2.9a6 6 0 01-3.9 4.6z" />
        </svg>
        <span>{current}</span>
      </MenuButton>
      <MenuItems
        anchor="bottom end"
        className="z-50 mt-1 w-48 rounded-md border border-slate-200 bg-white p-1 shadow-lg focus:outline-none"
      >
        {SWITCHER_LOCALES.map((locale) => (
          <MenuItem key={locale}>
            <button
              type="button"
              lang={locale}
              data-testid={`lang-${locale}`}
              onClick={() => void changeLocale(locale)}
              aria-current={i18n.language === locale ? "true" : undefined}
              className="block w-full rounded px-3 py-2 text-start text-sm data-[focus]:bg-slate-100 aria-[current]:font-semibold"
            >
              {t(`languages.${locale}`)}
            </button>
          </MenuItem>
        ))}
      </MenuItems>
    </Menu>
  )
}
