import { useState, type ReactNode } from "react"
import { useTranslation } from "react-i18next"
import { inputClass } from "./ledger/ledger-ui"
import { formatDayText, parseDayText } from "../lib/day-text"

/** A filter's label above its control. */
function Labelled({
  id,
  label,
  children,
}: {
  id: string
  label: string
  children: ReactNode
}) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      {children}
    </div>
  )
}

/** A list's filters; nothing is sent, each change filters at once. */
export function FilterForm({
  className = "",
  children,
}: {
  className?: string
  children: ReactNode
}) {
  const { t } = useTranslation()
  return (
    <form
      className={`grid grid-cols-2 gap-3 rounded-xl bg-white p-4 ring-1 ring-slate-200${className && ` ${className}`}`}
      aria-label={t("financial.filters")}
      onSubmit={(e) => e.preventDefault()}
    >
      {children}
    </form>
  )
}

/**
 * A labelled filter choice, "All" first (the empty value); `V` is the values'
 * type (a server's union), which the select hands back.
 */
export function FilterSelect<V extends string>({
  id,
  label,
  value,
  onChange,
  options,
}: {
  id: string
  label: string
  value: V | ""
  onChange: (v: V | "") => void
  options: { value: V; label: string }[]
}) {
  const { t } = useTranslation()
  return (
    <Labelled id={id} label={label}>
      <select
        id={id}
        value={value}
        // the options are `V`s and the empty choice
        onChange={(e) => onChange(e.target.value as V | "")}
        className={inputClass}
      >
        <option value="">{t("financial.all")}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </Labelled>
  )
}

/**
 * A labelled day filter, typed in the member's order (its pattern shown beside
 * the label: dd/mm/aaaa, yyyy/mm/dd…) and read with the language's parsing; the
 * value handed back is the ISO day ("" when empty). A date that is no real day
 * says how to write it and filters nothing until corrected.
 */
export function FilterDate({
  id,
  label,
  value,
  onChange,
}: {
  id: string
  label: string
  value: string
  onChange: (v: string) => void
}) {
  const { t, i18n } = useTranslation()
  const locale = i18n.language
  const [text, setText] = useState(() => formatDayText(value, locale))
  const [invalid, setInvalid] = useState(false)
  // cleared or changed from outside (the Clear button, another language)
  const [shown, setShown] = useState({ value, locale })
  if (shown.value !== value || shown.locale !== locale) {
    setShown({ value, locale })
    // (an invalid text stays with its message: it filters nothing, as "")
    if (
      (parseDayText(text, locale) ?? "") !== value ||
      shown.locale !== locale
    ) {
      setText(formatDayText(value, locale))
      setInvalid(false)
    }
  }
  const pattern = t("financial.datePattern")
  const errorId = `${id}-error`
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {label}{" "}
        <span className="text-xs font-normal text-slate-500" dir="ltr">
          ({pattern})
        </span>
      </label>
      <input
        id={id}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        dir="ltr"
        placeholder={pattern}
        value={text}
        aria-invalid={invalid}
        aria-describedby={invalid ? errorId : undefined}
        onChange={(e) => {
          const typed = e.target.value
          setText(typed)
          const day = parseDayText(typed, locale)
          // a half-typed date waits; a complete one filters at once
          if (day !== null) {
            setInvalid(false)
            if (day !== value) onChange(day)
          }
        }}
        onBlur={() => {
          const day = parseDayText(text, locale)
          setInvalid(day === null)
          if (day === null && value !== "") onChange("")
        }}
        className={inputClass}
      />
      {invalid && (
        <p id={errorId} role="alert" className="mt-1 text-sm text-red-700">
          {t("financial.dateInvalid", { pattern })}
        </p>
      )}
    </div>
  )
}
