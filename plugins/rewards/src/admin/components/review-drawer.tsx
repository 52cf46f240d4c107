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
import { errorMessage } from "../lib/sdk"

/**
 * A staff decision: what will happen, then the one thing it asks for (the staff
 * secondary password to approve, a reason to reject). The server's message stays
 * under the field until the next try.
 */
export const ReviewDrawer = ({
  open,
  onClose,
  title,
  summary,
  ask,
  submitLabel,
  danger,
  onSubmit,
}: {
  open: boolean
  onClose: () => void
  title: string
  summary: ReactNode
  ask: "secondary_password" | "reason"
  submitLabel: string
  danger?: boolean
  onSubmit: (value: string) => Promise<unknown>
}) => {
  const { t } = useTranslation()
  const [value, setValue] = useState("")
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  useEffect(() => {
    setValue("")
    setProblem(null)
  }, [open])

  const submit = async () => {
    setBusy(true)
    setProblem(null)
    try {
      await onSubmit(ask === "reason" ? value.trim() : value)
      onClose()
    } catch (e) {
      setProblem(errorMessage(e))
      toast.error(errorMessage(e))
    } finally {
      setBusy(false)
    }
  }
  const Field = ask === "reason" ? Textarea : Input
  return (
    <Drawer open={open} onOpenChange={(o) => !o && onClose()}>
      <Drawer.Content>
        <Drawer.Header>
          <Drawer.Title>{title}</Drawer.Title>
        </Drawer.Header>
        <Drawer.Body className="flex flex-col gap-4">
          <div className="text-ui-fg-subtle">{summary}</div>
          <div className="flex flex-col gap-1">
            <Label htmlFor="review-value">
              {t(`uucRewards.review.${ask}`)}
            </Label>
            <Field
              id="review-value"
              type={ask === "reason" ? undefined : "password"}
              autoComplete="off"
              value={value}
              aria-invalid={!!problem}
              onChange={(e) => setValue(e.target.value)}
              data-testid={`review-${ask}`}
            />
            {problem && (
              <Text size="small" className="text-ui-fg-error" role="alert">
                {problem}
              </Text>
            )}
          </div>
        </Drawer.Body>
        <Drawer.Footer>
          <Button variant="secondary" onClick={onClose}>
            {t("uucRewards.common.cancel")}
          </Button>
          <Button
            variant={danger ? "danger" : "primary"}
            isLoading={busy}
            disabled={!value.trim()}
            onClick={submit}
            data-testid="review-submit"
          >
            {submitLabel}
          </Button>
        </Drawer.Footer>
      </Drawer.Content>
    </Drawer>
  )
}
