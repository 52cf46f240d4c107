import { Label, Select } from "@medusajs/ui"
import type { ReactNode } from "react"
import { useTranslation } from "react-i18next"

/** A labelled filter control. */
export const FilterField = ({
  id,
  label,
  children,
}: {
  id?: string
  label: string
  children: ReactNode
}) => (
  <div className="flex flex-col gap-1">
    <Label htmlFor={id} size="small">
      {label}
    </Label>
    {children}
  </div>
)

/** A select of `options` (value → label) with an "all" choice first. */
export const OptionFilter = ({
  label,
  value,
  options,
  onChange,
  testId,
}: {
  label: string
  value: string
  options: [string, string][]
  onChange: (value: string) => void
  testId?: string
}) => {
  const { t } = useTranslation()
  return (
    <FilterField label={label}>
      <Select size="small" value={value} onValueChange={onChange}>
        <Select.Trigger data-testid={testId} aria-label={label}>
          <Select.Value />
        </Select.Trigger>
        <Select.Content>
          <Select.Item value="all">{t("uucRewards.common.all")}</Select.Item>
          {options.map(([v, text]) => (
            <Select.Item key={v} value={v}>
              {text}
            </Select.Item>
          ))}
        </Select.Content>
      </Select>
    </FilterField>
  )
}

/** A date input's day as an ISO instant: `from` at its start, `to` at the next day's. */
export function dayStart(day: string, next = false) {
  if (!day) return undefined
  const date = new Date(`${day}T00:00:00`)
  if (next) date.setDate(date.getDate() + 1)
  return date.toISOString()
}
