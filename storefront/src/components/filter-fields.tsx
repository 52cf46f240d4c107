import type { ReactNode } from "react"
import { useTranslation } from "react-i18next"
import { inputClass } from "./ledger/ledger-ui"

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

/** A labelled day filter (a range's end: `min`, `max`). */
export function FilterDate({
  id,
  label,
  value,
  onChange,
  min,
  max,
}: {
  id: string
  label: string
  value: string
  onChange: (v: string) => void
  min?: string
  max?: string
}) {
  return (
    <Labelled id={id} label={label}>
      <input
        id={id}
        type="date"
        value={value}
        min={min}
        max={max}
        onChange={(e) => onChange(e.target.value)}
        className={inputClass}
      />
    </Labelled>
  )
}
