import { useTranslation } from "react-i18next"

/** The contract's error from a js-sdk failure: `{ code, message, field? }` and the status. */
export type ApiFailure = {
  status?: number
  code?: string
  field?: string
  message?: string
}

export function asFailure(e: unknown): ApiFailure {
  if (e && typeof e === "object") {
    const x = e as Record<string, unknown>
    return {
      status: typeof x.status === "number" ? x.status : undefined,
      code: typeof x.code === "string" ? x.code : undefined,
      field: typeof x.field === "string" ? x.field : undefined,
      message: typeof x.message === "string" ? x.message : undefined,
    }
  }
  return {}
}

/** Turns an API failure into the member's language: by code, else the server's en-US text. */
export function useErrorText() {
  const { t } = useTranslation()
  return (e: unknown) => {
    const f = asFailure(e)
    return f.code
      ? t(`errors.${f.code}`, {
          defaultValue: f.message ?? t("errors.unknown_error"),
        })
      : t("errors.unknown_error")
  }
}

/** The secondary password was wrong or missing: its message goes under that field. */
export function isPasswordFailure(e: unknown) {
  const f = e as { field?: string; code?: string }
  return (
    f.code === "secondary_password_invalid" || f.field === "secondary_password"
  )
}
