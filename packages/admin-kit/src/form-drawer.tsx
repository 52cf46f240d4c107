import {
  Button,
  Drawer,
  Input,
  Label,
  Text,
  Textarea,
  toast,
} from "@medusajs/ui"
import { useEffect, useState, type ReactNode } from "react"
import { useTranslation } from "react-i18next"
import { errorMessage } from "./errors"
import { newIdempotencyKey } from "./keys"
import { PasswordInput } from "./password-input"

/** One thing a staff decision asks for. */
export type FormField = {
  name: string
  label: string
  type?: "text" | "password" | "textarea"
  /** The element id (the label's target); `<idPrefix>-<name>` by default. */
  id?: string
  /** `data-testid`; the id by default. */
  testId?: string
  placeholder?: string
  /** A line of help under the field. */
  hint?: string
  /** May stay empty (the submit button does not wait for it). */
  optional?: boolean
  /** Marked `aria-invalid` while the server's refusal shows. */
  flagged?: boolean
}

/**
 * A staff decision in a drawer: what will happen (`summary`, then `children`),
 * then the fields it asks for (a reason, a courier, the staff secondary
 * password…). Texts are trimmed, passwords kept as typed. Each opening gets a
 * fresh Idempotency-Key, so a resubmission after an error is harmless; the
 * server's message stays under the form until the next try. The cancel text is
 * the plugin's own `<ns>.common.cancel`.
 */
export const FormDrawer = ({
  ns,
  open,
  onClose,
  title,
  summary,
  children,
  fields,
  idPrefix = "form",
  submitLabel,
  submitTestId = "review-submit",
  danger,
  onSubmit,
}: {
  ns: string
  open: boolean
  onClose: () => void
  title: string
  summary: ReactNode
  children?: ReactNode
  fields: FormField[]
  idPrefix?: string
  submitLabel: string
  submitTestId?: string
  danger?: boolean
  onSubmit: (values: Record<string, string>, key: string) => Promise<unknown>
}) => {
  const { t } = useTranslation()
  const [values, setValues] = useState<Record<string, string>>({})
  const [key, setKey] = useState(newIdempotencyKey)
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  useEffect(() => {
    if (!open) return
    setValues({})
    setProblem(null)
    setKey(newIdempotencyKey())
  }, [open])

  const value = (f: FormField) =>
    f.type === "password"
      ? (values[f.name] ?? "")
      : (values[f.name] ?? "").trim()
  const complete = fields.every((f) => f.optional || value(f))

  const submit = async () => {
    setBusy(true)
    setProblem(null)
    try {
      await onSubmit(
        Object.fromEntries(fields.map((f) => [f.name, value(f)])),
        key
      )
      onClose()
    } catch (e) {
      setProblem(errorMessage(e))
      toast.error(errorMessage(e))
    } finally {
      setBusy(false)
    }
  }
  return (
    <Drawer open={open} onOpenChange={(o) => !o && onClose()}>
      <Drawer.Content>
        <Drawer.Header>
          <Drawer.Title>{title}</Drawer.Title>
        </Drawer.Header>
        <Drawer.Body className="flex flex-col gap-4">
          <div className="text-ui-fg-subtle [overflow-wrap:anywhere]">
            {summary}
          </div>
          {children}
          {fields.map((f) => {
            const id = f.id ?? `${idPrefix}-${f.name}`
            const Field =
              f.type === "textarea"
                ? Textarea
                : f.type === "password"
                  ? PasswordInput
                  : Input
            return (
              <div key={f.name} className="flex flex-col gap-1">
                <Label htmlFor={id}>{f.label}</Label>
                <Field
                  id={id}
                  autoComplete="off"
                  placeholder={f.placeholder}
                  value={values[f.name] ?? ""}
                  aria-invalid={f.flagged ? !!problem : undefined}
                  onChange={(e) =>
                    setValues((v) => ({ ...v, [f.name]: e.target.value }))
                  }
                  data-testid={f.testId ?? id}
                />
                {f.hint && (
                  <Text size="small" className="text-ui-fg-subtle">
                    {f.hint}
                  </Text>
                )}
              </div>
            )
          })}
          {problem && (
            <Text size="small" className="text-ui-fg-error" role="alert">
              {problem}
            </Text>
          )}
        </Drawer.Body>
        <Drawer.Footer>
          <Button variant="secondary" onClick={onClose}>
            {t(`${ns}.common.cancel`)}
          </Button>
          <Button
            variant={danger ? "danger" : "primary"}
            isLoading={busy}
            disabled={!complete}
            onClick={submit}
            data-testid={submitTestId}
          >
            {submitLabel}
          </Button>
        </Drawer.Footer>
      </Drawer.Content>
    </Drawer>
  )
}
