import { useState } from "react"

/**
 * The confirmation step of a money form: whether it is open, its own message and
 * the secondary password typed into it, as ConfirmDialog takes them.
 */
export function useConfirmStep() {
  const [open, setOpen] = useState(false)
  const [error, setError] = useState<string>()
  const [password, setPassword] = useState("")
  const close = () => setOpen(false)
  return {
    password,
    setPassword,
    setError,
    close,
    /** Opens it without the message of an earlier attempt. */
    show: () => {
      setError(undefined)
      setOpen(true)
    },
    dialog: { open, error, onClose: close },
    /** ConfirmDialog's `password`, showing `error` under it. */
    passwordField: (error: string | undefined) => ({
      value: password,
      onChange: setPassword,
      error,
    }),
  }
}
