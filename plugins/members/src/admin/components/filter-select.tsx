import { Select } from "@medusajs/ui"

/** A small select of labelled options; "all" is the empty filter. */
export const FilterSelect = ({
  value,
  onChange,
  options,
  testId,
}: {
  value: string
  onChange: (value: string) => void
  options: { value: string; label: string }[]
  testId?: string
}) => (
  <Select size="small" value={value} onValueChange={onChange}>
    <Select.Trigger className="w-40" data-testid={testId}>
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
