import { Input, Text } from "@medusajs/ui"
import type { ComponentProps } from "react"
import { FilterField, PasswordInput } from "@uuc/admin-kit"

/**
 * A staff form's labelled input with, under it, the server's complaint about
 * this field (`error`, which also marks the input invalid). Passwords get the
 * kit's field, whose show/hide button speaks the staff member's language.
 */
export const FieldInput = ({
  id,
  label,
  error,
  errorTestId,
  type,
  size,
  ...input
}: ComponentProps<typeof Input> & {
  id: string
  label: string
  error?: string
  errorTestId?: string
}) => (
  <FilterField id={id} label={label}>
    {type === "password" ? (
      <PasswordInput
        id={id}
        aria-invalid={error !== undefined}
        size={size}
        {...input}
      />
    ) : (
      <Input
        id={id}
        type={type}
        size={size}
        aria-invalid={error !== undefined}
        {...input}
      />
    )}
    {error !== undefined && (
      <Text size="small" className="text-ui-fg-error" data-testid={errorTestId}>
        {error}
      </Text>
    )}
  </FilterField>
)
