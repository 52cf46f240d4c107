import { Select } from "@medusajs/ui"

/**
 * A small select of labelled options; "all" is the empty filter. `label` is its
 * accessible name (what it filters), since the visible text is only the choice.
 */
export const FilterSelect = ({
  value,
  onChange,
  options,
  testId,
  label,
}: {
  value: string
  onChange: (value: string) => void
  options: { value: string; label: string }[]
  testId?: string
  label: string
}) => (
  <Select size="small" value={value} onValueChange={onChange}>
    <Select.Trigger className="w-40" data-testid={testId} aria-label={label}>
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
