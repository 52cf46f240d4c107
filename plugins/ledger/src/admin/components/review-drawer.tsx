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
import { errorMessage, newIdempotencyKey } from "../lib/sdk"

export type ReviewValues = {
  secondary_password: string
  reason?: string
  tx_hash?: string
  key: string
}

/**
 * The confirmation every staff money action goes through: what will happen, then
 * the staff secondary password (and a reason or payout TX hash when asked for).
 * One Idempotency-Key per opening, so a resubmission after an error is harmless.
 */
export const ReviewDrawer = ({
  open,
  onOpenChange,
  title,
  summary,
  reason,
  txHash,
  submitLabel,
  danger,
  onSubmit,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: string
  summary: ReactNode
  reason?: "required" | "optional"
  txHash?: boolean
  submitLabel: string
  danger?: boolean
  onSubmit: (values: ReviewValues) => Promise<unknown>
}) => {
  const { t } = useTranslation()
  const [password, setPassword] = useState("")
  const [reasonText, setReasonText] = useState("")
  const [hash, setHash] = useState("")
  const [key, setKey] = useState(newIdempotencyKey)
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)

  useEffect(() => {
    if (!open) return
    setPassword("")
    setReasonText("")
    setHash("")
    setProblem(null)
    setKey(newIdempotencyKey())
  }, [open])

  const submit = async () => {
    setBusy(true)
    setProblem(null)
    try {
      await onSubmit({
        secondary_password: password,
        reason: reasonText.trim() || undefined,
        tx_hash: hash.trim() || undefined,
        key,
      })
      onOpenChange(false)
    } catch (e) {
      setProblem(errorMessage(e))
      toast.error(errorMessage(e))
    } finally {
      setBusy(false)
    }
  }

  return (
    <Drawer open={open} onOpenChange={onOpenChange}>
      <Drawer.Content>
        <Drawer.Header>
          <Drawer.Title>{title}</Drawer.Title>
        </Drawer.Header>
        <Drawer.Body className="flex flex-col gap-4">
          <div className="text-ui-fg-subtle [overflow-wrap:anywhere]">
            {summary}
          </div>
          {txHash && (
            <div className="flex flex-col gap-1">
              <Label htmlFor="ledger-tx-hash">
                {t("uucLedger.common.payoutTxHash")}
              </Label>
              <Input
                id="ledger-tx-hash"
                value={hash}
                placeholder="0x…"
                onChange={(e) => setHash(e.target.value)}
                data-testid="review-tx-hash"
              />
              <Text size="small" className="text-ui-fg-subtle">
                {t("uucLedger.cash.txHashHint")}
              </Text>
            </div>
          )}
          {reason && (
            <div className="flex flex-col gap-1">
              <Label htmlFor="ledger-reason">
                {t("uucLedger.common.reason")}
              </Label>
              <Textarea
                id="ledger-reason"
                value={reasonText}
                onChange={(e) => setReasonText(e.target.value)}
                data-testid="review-reason"
              />
            </div>
          )}
          <div className="flex flex-col gap-1">
            <Label htmlFor="ledger-secondary-password">
              {t("uucLedger.common.secondaryPassword")}
            </Label>
            <Input
              id="ledger-secondary-password"
              type="password"
              autoComplete="off"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              data-testid="review-secondary-password"
            />
          </div>
          {problem && (
            <Text size="small" className="text-ui-fg-error" role="alert">
              {problem}
            </Text>
          )}
        </Drawer.Body>
        <Drawer.Footer>
          <Drawer.Close asChild>
            <Button variant="secondary">{t("uucLedger.common.cancel")}</Button>
          </Drawer.Close>
          <Button
            variant={danger ? "danger" : "primary"}
            isLoading={busy}
            disabled={
              !password || (reason === "required" && !reasonText.trim())
            }
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
