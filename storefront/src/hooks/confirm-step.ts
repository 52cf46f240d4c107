import { useState } from "react"

/**
 * The confirmation step of a money form: whether it is open, its own message and
 * the secondary password typed into it (with that field's message), as
 * ConfirmDialog takes them.
 */
export function useConfirmStep() {
  const [open, setOpen] = useState(false)
  const [error, setError] = useState<string>()
  const [password, setPassword] = useState("")
  const [passwordError, setPasswordError] = useState<string>()
  const close = () => setOpen(false)
  return {
    password,
    setError,
    setPasswordError,
    close,
    /** Opens it without the message of an earlier attempt. */
    show: () => {
      setError(undefined)
      setOpen(true)
    },
    /** The money moved: closed, and the password not kept. */
    done: () => {
      setOpen(false)
      setPassword("")
    },
    /** Whether a password was typed; if not, `required` shows under its field. */
    hasPassword: (required: string) => {
      setPasswordError(password ? undefined : required)
      return !!password
    },
    /** A failed send: a wrong password's message under its field, others in the dialog. */
    failed: (e: unknown, message: string) => {
      if ((e as { field?: string }).field === "secondary_password")
        setPasswordError(message)
      else setError(message)
    },
    dialog: { open, error, onClose: close },
    /** ConfirmDialog's `password`; `fieldError` when the form keeps that message itself. */
    passwordField: (fieldError = passwordError) => ({
      value: password,
      onChange: setPassword,
      error: fieldError,
    }),
  }
}
