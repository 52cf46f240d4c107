import { Field } from "../field"

/** The amount a money form moves, typed as the member writes numbers. */
export function AmountField({
  label,
  name = "amount",
  value,
  onChange,
  error,
}: {
  label: string
  name?: string
  value: string
  onChange: (v: string) => void
  error?: string
}) {
  return (
    <Field
      label={label}
      name={name}
      inputMode="decimal"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={error}
    />
  )
}
