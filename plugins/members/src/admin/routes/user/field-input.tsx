import { Input, Text } from "@medusajs/ui"
import type { ComponentProps } from "react"
import { FilterField } from "@uuc/admin-kit"

/**
 * A staff form's labelled input with, under it, the server's complaint about
 * this field (`error`, which also marks the input invalid).
 */
export const FieldInput = ({
  id,
  label,
  error,
  errorTestId,
  ...input
}: ComponentProps<typeof Input> & {
  id: string
  label: string
  error?: string
  errorTestId?: string
}) => (
  <FilterField id={id} label={label}>
    <Input id={id} aria-invalid={error !== undefined} {...input} />
    {error !== undefined && (
      <Text size="small" className="text-ui-fg-error" data-testid={errorTestId}>
        {error}
      </Text>
    )}
  </FilterField>
)
