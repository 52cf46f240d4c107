import type { InputHTMLAttributes } from "react"

type Props = InputHTMLAttributes<HTMLInputElement> & {
  label: string
  name: string
  error?: string
  /** A short help text under the field. */
  hint?: string
}

/**
 * A labelled input with its message underneath, tied together for screen readers.
 * `id` defaults to `name`; give one when a screen has two forms with the same names.
 */
export function Field({ label, name, error, hint, id, ...input }: Props) {
  const fieldId = id ?? name
  const errorId = `${fieldId}-error`
  const hintId = `${fieldId}-hint`
  const describedBy =
    [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(" ") ||
    undefined
  return (
    <div>
      <label
        htmlFor={fieldId}
        className="block text-sm font-medium text-slate-700"
      >
        {label}
      </label>
      <input
        id={fieldId}
        name={name}
        aria-invalid={!!error}
        aria-describedby={describedBy}
        className="mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2.5 text-base aria-[invalid=true]:border-red-600"
        {...input}
      />
      {hint && (
        <p id={hintId} className="mt-1 text-xs text-slate-500">
          {hint}
        </p>
      )}
      {error && (
        <p
          id={errorId}
          role="alert"
          className="mt-1 text-sm text-red-700"
          data-testid={`error-${fieldId}`}
        >
          {error}
        </p>
      )}
    </div>
  )
}

/** Moves focus to a field once its message is shown (keyboard and screen readers). */
export function focusField(id: string | undefined) {
  if (!id) return
  setTimeout(() => document.getElementById(id)?.focus(), 0)
}
