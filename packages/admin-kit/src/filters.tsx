import { Input, Label, Select } from "@medusajs/ui"
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

/**
 * A small select of labelled options. `label` is its accessible name (what it
 * filters), since the visible text is only the choice.
 */
export const FilterSelect = ({
  value,
  onChange,
  options,
  testId,
  label,
  className = "w-40",
}: {
  value: string
  onChange: (value: string) => void
  options: { value: string; label: string }[]
  testId?: string
  label: string
  className?: string
}) => (
  <Select size="small" value={value} onValueChange={onChange}>
    <Select.Trigger
      className={className}
      data-testid={testId}
      aria-label={label}
    >
      <Select.Value />
    </Select.Trigger>
    <Select.Content>
      {options.map((o) => (
        <Select.Item key={o.value} value={o.value}>
          {o.label}
        </Select.Item>
      ))}
    </Select.Content>
  </Select>
)

/**
 * A labelled select of `options` (value → label) with an "all" choice first
 * (the plugin's `<ns>.common.all`).
 */
export const OptionFilter = ({
  ns,
  label,
  value,
  options,
  onChange,
  testId,
}: {
  ns: string
  label: string
  value: string
  options: [string, string][]
  onChange: (value: string) => void
  testId?: string
}) => {
  const { t } = useTranslation()
  return (
    <FilterField label={label}>
      <FilterSelect
        className=""
        value={value}
        onChange={onChange}
        testId={testId}
        label={label}
        options={[
          { value: "all", label: t(`${ns}.common.all`) },
          ...options.map(([v, text]) => ({ value: v, label: text })),
        ]}
      />
    </FilterField>
  )
}

/**
 * A search box. Not type="search": Medusa UI adds a nameless role="img" icon to
 * it; role="searchbox" keeps its meaning.
 */
export const SearchInput = ({
  value,
  onChange,
  placeholder,
  id,
  className,
  testId,
}: {
  value: string
  onChange: (value: string) => void
  placeholder?: string
  id?: string
  className?: string
  testId?: string
}) => (
  <Input
    id={id}
    size="small"
    type="text"
    role="searchbox"
    className={className}
    placeholder={placeholder}
    value={value}
    onChange={(e) => onChange(e.target.value)}
    data-testid={testId}
  />
)

/** A date input's day as an ISO instant: `from` at its start, `to` at the next day's. */
export function dayStart(day: string, next = false) {
  if (!day) return undefined
  const date = new Date(`${day}T00:00:00`)
  if (next) date.setDate(date.getDate() + 1)
  return date.toISOString()
}

/**
 * A review queue's filters: its status (`first` choices, then "all", then
 * `statuses`, as value → label) and a member search; the texts are the plugin's
 * own `<ns>.common.status`, `.all`, `.member` and `.memberFilter`.
 */
export const QueueFilters = ({
  ns,
  status,
  onStatus,
  statuses,
  first = [],
  member,
  onMember,
  testId,
  memberId,
}: {
  ns: string
  status: string
  onStatus: (status: string) => void
  statuses: [string, string][]
  first?: [string, string][]
  member: string
  onMember: (member: string) => void
  testId: string
  memberId: string
}) => {
  const { t } = useTranslation()
  return (
    <div className="grid grid-cols-2 gap-2 px-6 py-4 md:grid-cols-4">
      <FilterField label={t(`${ns}.common.status`)}>
        <FilterSelect
          className=""
          label={t(`${ns}.common.status`)}
          value={status}
          onChange={onStatus}
          testId={testId}
          options={[...first, ["all", t(`${ns}.common.all`)], ...statuses].map(
            ([value, label]) => ({ value, label })
          )}
        />
      </FilterField>
      <FilterField id={memberId} label={t(`${ns}.common.member`)}>
        <SearchInput
          id={memberId}
          placeholder={t(`${ns}.common.memberFilter`)}
          value={member}
          onChange={onMember}
        />
      </FilterField>
    </div>
  )
}
