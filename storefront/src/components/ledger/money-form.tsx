import type { ReactNode } from "react"
import { primaryButton } from "./ledger-ui"

/**
 * A money form: its fields and the full-width button that sends or reviews them
 * (the browser's own validation is off: the form writes its messages itself).
 */
export function MoneyForm({
  onSubmit,
  submit,
  children,
}: {
  onSubmit: () => void
  submit: { label: string; testId: string; disabled?: boolean }
  children: ReactNode
}) {
  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(e) => {
        e.preventDefault()
        onSubmit()
      }}
    >
      {children}
      <button
        type="submit"
        disabled={submit.disabled}
        className={`w-full ${primaryButton}`}
        data-testid={submit.testId}
      >
        {submit.label}
      </button>
    </form>
  )
}
