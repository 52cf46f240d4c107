import { Menu, MenuButton, MenuItem, MenuItems } from "@headlessui/react"
import { useTranslation } from "react-i18next"
import { changeLocale } from "../i18n"
import { SWITCHER_LOCALES } from "../i18n/locale-store"
import { Icon, PATHS } from "./icon"

/** A menu of the languages; the choice is remembered in localStorage. */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation()
  const current = t(`languages.${i18n.language}`, {
    defaultValue: i18n.language,
  })
  // On a phone the button shows the language's code (PT, ZH): its whole name on
  // one line left the screen's title too little room to stay whole
  const short = i18n.language.split("-")[0].toUpperCase()
  return (
    <Menu as="div" className="relative">
      <MenuButton
        data-testid="language-switcher"
        // one line on a phone ("Português (Brasil)"): the title beside it wraps
        className="flex shrink-0 items-center gap-1 whitespace-nowrap rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm text-slate-700 hover:bg-slate-100"
      >
        <Icon d={PATHS.globe} className="h-4 w-4 fill-current" />
        {/* the name read out: the language's, whichever form is drawn */}
        <span className="sr-only">{`${t("nav.language")}: ${current}`}</span>
        <span aria-hidden="true" className="sm:hidden">
          {short}
        </span>
        <span aria-hidden="true" className="hidden sm:inline">
          {current}
        </span>
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
