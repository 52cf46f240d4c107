import type { InputHTMLAttributes } from "react"

type Props = InputHTMLAttributes<HTMLInputElement> & {
  label: string
  name: string
  error?: string
}

/** A labelled input with its message underneath, tied together for screen readers. */
export function Field({ label, name, error, ...input }: Props) {
  const errorId = `${name}-error`
  return (
    <div>
      <label
        htmlFor={name}
        className="block text-sm font-medium text-slate-700"
      >
        {label}
      </label>
      <input
        id={name}
        name={name}
        aria-invalid={!!error}
        aria-describedby={error ? errorId : undefined}
        className="mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2.5 text-base aria-[invalid=true]:border-red-600"
        {...input}
      />
      {error && (
        <p
          id={errorId}
          role="alert"
          className="mt-1 text-sm text-red-700"
          data-testid={`error-${name}`}
        >
          {error}
        </p>
      )}
    </div>
  )
}
