import { useTranslation } from "react-i18next"
import { CartLink } from "./cart-link"

/** The shop's search field and button, with the cart link beside them; `id` is also the test id. */
export function SearchBar({
  id,
  value,
  onChange,
  onSearch,
}: {
  id: string
  value: string
  onChange: (v: string) => void
  onSearch: () => void
}) {
  const { t } = useTranslation()
  return (
    <div className="flex items-center gap-2">
      <form
        role="search"
        className="flex flex-1 gap-2"
        onSubmit={(e) => {
          e.preventDefault()
          onSearch()
        }}
      >
        <label htmlFor={id} className="sr-only">
          {t("shop.search")}
        </label>
        <input
          id={id}
          type="search"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          placeholder={t("shop.searchPlaceholder")}
          // min-w-0 and a short, smaller placeholder: the whole hint shows
          // beside the button and the cart link on a 320 px phone
          className="block w-full min-w-0 rounded-lg border border-slate-300 px-3 py-2.5 text-base placeholder:text-sm"
          data-testid={id}
        />
        <button
          type="submit"
          className="rounded-lg bg-brand-700 px-4 py-2.5 text-sm font-semibold text-white hover:bg-brand-600"
        >
          {t("shop.search")}
        </button>
      </form>
      <CartLink />
    </div>
  )
}
