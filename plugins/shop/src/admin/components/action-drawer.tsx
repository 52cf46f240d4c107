import { Button, Drawer, Input, Label, Text, toast } from "@medusajs/ui"
import { useEffect, useState, type ReactNode } from "react"
import { useTranslation } from "react-i18next"
import { errorMessage } from "../lib/sdk"

export type DrawerField = {
  name: string
  label: string
  type?: "text" | "password"
}

/**
 * A staff action on an order: what it is about, then the fields it asks for (the
 * courier to ship; a reason and the staff secondary password to cancel). The
 * server's message stays under the form until the next try.
 */
export const ActionDrawer = ({
  open,
  onClose,
  title,
  summary,
  fields,
  submitLabel,
  danger,
  onSubmit,
}: {
  open: boolean
  onClose: () => void
  title: string
  summary: ReactNode
  fields: DrawerField[]
  submitLabel: string
  danger?: boolean
  onSubmit: (values: Record<string, string>) => Promise<unknown>
}) => {
  const { t } = useTranslation()
  const [values, setValues] = useState<Record<string, string>>({})
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  useEffect(() => {
    setValues({})
    setProblem(null)
  }, [open])
  const complete = fields.every((f) => (values[f.name] ?? "").trim())

  const submit = async () => {
    setBusy(true)
    setProblem(null)
    try {
      await onSubmit(
        Object.fromEntries(
          fields.map((f) => [
            f.name,
            f.type === "password"
              ? (values[f.name] ?? "")
              : (values[f.name] ?? "").trim(),
          ])
        )
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
          <div className="text-ui-fg-subtle">{summary}</div>
          {fields.map((f) => (
            <div key={f.name} className="flex flex-col gap-1">
              <Label htmlFor={`action-${f.name}`}>{f.label}</Label>
              <Input
                id={`action-${f.name}`}
                type={f.type ?? "text"}
                autoComplete="off"
                value={values[f.name] ?? ""}
                onChange={(e) =>
                  setValues((v) => ({ ...v, [f.name]: e.target.value }))
                }
                data-testid={`action-${f.name}`}
              />
            </div>
          ))}
          {problem && (
            <Text size="small" className="text-ui-fg-error" role="alert">
              {problem}
            </Text>
          )}
        </Drawer.Body>
        <Drawer.Footer>
          <Button variant="secondary" onClick={onClose}>
            {t("uucShop.common.cancel")}
          </Button>
          <Button
            variant={danger ? "danger" : "primary"}
            isLoading={busy}
            disabled={!complete}
            onClick={submit}
            data-testid="action-submit"
          >
            {submitLabel}
          </Button>
        </Drawer.Footer>
      </Drawer.Content>
    </Drawer>
  )
}
