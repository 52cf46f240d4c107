/** A form's message that belongs to none of its fields. */
export function FormAlert({
  message,
  testId,
}: {
  message: string | undefined
  testId?: string
}) {
  if (!message) return null
  return (
    <p
      role="alert"
      className="rounded-lg bg-red-50 p-3 text-sm text-red-800"
      data-testid={testId}
    >
      {message}
    </p>
  )
}
