import { Input, Label, Select } from "@medusajs/ui"
import type { ReactNode } from "react"
import { useTranslation } from "react-i18next"

/** A labelled control of a form: the label (for `id`) above it. */
export const Field = ({
  id,
  label,
  labelId,
  size,
  children,
}: {
  id?: string
  label: string
  /** The label's own id, for a control named by `aria-labelledby`. */
  labelId?: string
  size?: "xsmall" | "small" | "base"
  children: ReactNode
}) => (
  <div className="flex flex-col gap-1">
    <Label id={labelId} htmlFor={id} size={size}>
      {label}
    </Label>
    {children}
  </div>
)

/** A labelled filter control. */
export const FilterField = (props: {
  id?: string
  label: string
  children: ReactNode
}) => <Field size="small" {...props} />

/** A labelled day picker (`size` is the label's). */
export const DateFilter = ({
  id,
  label,
  value,
  onChange,
  testId,
  size = "small",
}: {
  id?: string
  label: string
  value: string
  onChange: (day: string) => void
  testId?: string
  size?: "xsmall" | "small" | "base"
}) => (
  <Field id={id} label={label} size={size}>
    <Input
      id={id}
      size="small"
      type="date"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      data-testid={testId}
    />
  </Field>
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

/** A labelled select of `options` (its `label` is also the select's name). */
export const SelectFilter = ({
  label,
  value,
  onChange,
  options,
  testId,
}: {
  label: string
  value: string
  onChange: (value: string) => void
  options: { value: string; label: string }[]
  testId?: string
}) => (
  <FilterField label={label}>
    <FilterSelect
      className=""
      value={value}
      onChange={onChange}
      testId={testId}
      label={label}
      options={options}
    />
  </FilterField>
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
    <SelectFilter
      label={label}
      value={value}
      onChange={onChange}
      testId={testId}
      options={[
        { value: "all", label: t(`${ns}.common.all`) },
        ...options.map(([v, text]) => ({ value: v, label: text })),
      ]}
    />
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

/** A labelled search box (for `id`). */
export const SearchFilter = ({
  id,
  label,
  ...input
}: Parameters<typeof SearchInput>[0] & { id: string; label: string }) => (
  <FilterField id={id} label={label}>
    <SearchInput id={id} {...input} />
  </FilterField>
)

/** A list's member search; the texts are the plugin's `<ns>.common.member` and `.memberFilter`. */
export const MemberFilter = ({
  ns,
  id,
  value,
  onChange,
  testId,
}: {
  ns: string
  id: string
  value: string
  onChange: (member: string) => void
  testId?: string
}) => {
  const { t } = useTranslation()
  return (
    <SearchFilter
      id={id}
      label={t(`${ns}.common.member`)}
      placeholder={t(`${ns}.common.memberFilter`)}
      value={value}
      onChange={onChange}
      testId={testId}
    />
  )
}

/**
 * A list's days, from and to: the pickers `<idPrefix>-from` and `<idPrefix>-to`
 * (`testIds`: marked with their ids too), labelled `<ns>.common.from` and `.to`.
 */
export const DayRange = ({
  ns,
  idPrefix,
  from,
  to,
  onFrom,
  onTo,
  testIds,
}: {
  ns: string
  idPrefix: string
  from: string
  to: string
  onFrom: (day: string) => void
  onTo: (day: string) => void
  testIds?: boolean
}) => {
  const { t } = useTranslation()
  const picker = (
    end: "from" | "to",
    value: string,
    onChange: typeof onFrom
  ) => (
    <DateFilter
      id={`${idPrefix}-${end}`}
      label={t(`${ns}.common.${end}`)}
      value={value}
      onChange={onChange}
      testId={testIds ? `${idPrefix}-${end}` : undefined}
    />
  )
  return (
    <>
      {picker("from", from, onFrom)}
      {picker("to", to, onTo)}
    </>
  )
}

/** A date input's day as an ISO instant: `from` at its start, `to` at the next day's. */
export function dayStart(day: string, next = false) {
  if (!day) return undefined
  const date = new Date(`${day}T00:00:00`)
  if (next) date.setDate(date.getDate() + 1)
  return date.toISOString()
}

/** A `DayRange`'s days as the query's instants: `to` is exclusive (the next day's start). */
export const dayRange = (from: string, to: string) => ({
  from: dayStart(from),
  to: dayStart(to, true),
})

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
      <SelectFilter
        label={t(`${ns}.common.status`)}
        value={status}
        onChange={onStatus}
        testId={testId}
        options={[...first, ["all", t(`${ns}.common.all`)], ...statuses].map(
          ([value, label]) => ({ value, label })
        )}
      />
      <MemberFilter ns={ns} id={memberId} value={member} onChange={onMember} />
    </div>
  )
}
