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
 * A staff decision: what will happen, then what it asks for (the staff secondary
 * password to approve; a reason and the secondary password to reject). The
 * server's message stays under the field until the next try.
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
  onSubmit: (value: string, secondaryPassword: string) => Promise<unknown>
}) => {
  const { t } = useTranslation()
  const [value, setValue] = useState("")
  const [password, setPassword] = useState("")
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  useEffect(() => {
    setValue("")
    setPassword("")
    setProblem(null)
  }, [open])

  const submit = async () => {
    setBusy(true)
    setProblem(null)
    try {
      await onSubmit(
        ask === "reason" ? value.trim() : value,
        ask === "reason" ? password : value
      )
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
          {ask === "reason" && (
            <div className="flex flex-col gap-1">
              <Label htmlFor="review-password">
                {t("uucRewards.review.secondary_password")}
              </Label>
              <Input
                id="review-password"
                type="password"
                autoComplete="off"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
                data-testid="review-reason-secondary_password"
              />
            </div>
          )}
        </Drawer.Body>
        <Drawer.Footer>
          <Button variant="secondary" onClick={onClose}>
            {t("uucRewards.common.cancel")}
          </Button>
          <Button
            variant={danger ? "danger" : "primary"}
            isLoading={busy}
            disabled={!value.trim() || (ask === "reason" && !password)}
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
