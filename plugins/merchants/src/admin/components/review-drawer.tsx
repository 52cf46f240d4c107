import {
  Button,
  Drawer,
  Input,
  Label,
  Text,
  Textarea,
  toast,
} from "@medusajs/ui"
import { useEffect, useState } from "react"
import { useTranslation } from "react-i18next"
import type { Application } from "../hooks/applications"
import { errorMessage } from "../lib/sdk"

/**
 * Passing or rejecting one application: the applicant's description, a reason
 * (required to reject, optional to pass) and the staff secondary password. The
 * server's message stays under the form until the next try.
 */
export const ReviewDrawer = ({
  application,
  action,
  onClose,
  onSubmit,
}: {
  application: Application | null
  action: "approve" | "reject"
  onClose: () => void
  onSubmit: (v: {
    reason: string
    secondary_password: string
  }) => Promise<unknown>
}) => {
  const { t } = useTranslation()
  const [reason, setReason] = useState("")
  const [secret, setSecret] = useState("")
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  useEffect(() => {
    setReason("")
    setSecret("")
    setProblem(null)
  }, [application, action])
  const reject = action === "reject"
  const ready = !!secret && (!reject || !!reason.trim())

  const submit = async () => {
    setBusy(true)
    setProblem(null)
    try {
      await onSubmit({ reason: reason.trim(), secondary_password: secret })
      onClose()
    } catch (e) {
      setProblem(errorMessage(e))
      toast.error(errorMessage(e))
    } finally {
      setBusy(false)
    }
  }
  return (
    <Drawer open={!!application} onOpenChange={(o) => !o && onClose()}>
      <Drawer.Content>
        <Drawer.Header>
          <Drawer.Title>
            {t(
              reject
                ? "uucMerchants.review.rejectTitle"
                : "uucMerchants.review.approveTitle"
            )}
          </Drawer.Title>
        </Drawer.Header>
        <Drawer.Body className="flex flex-col gap-4">
          <Text className="text-ui-fg-subtle">
            {t(
              reject
                ? "uucMerchants.review.rejectSummary"
                : "uucMerchants.review.approveSummary",
              { member: application?.member.username ?? "" }
            )}
          </Text>
          <Text className="whitespace-pre-wrap">
            {application?.description}
          </Text>
          <div className="flex flex-col gap-1">
            <Label htmlFor="review-reason">
              {t(
                reject
                  ? "uucMerchants.review.reason"
                  : "uucMerchants.review.note"
              )}
            </Label>
            <Textarea
              id="review-reason"
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              data-testid="review-reason"
            />
          </div>
          <div className="flex flex-col gap-1">
            <Label htmlFor="review-secret">
              {t("uucMerchants.review.secondaryPassword")}
            </Label>
            <Input
              id="review-secret"
              type="password"
              autoComplete="off"
              value={secret}
              aria-invalid={!!problem}
              onChange={(e) => setSecret(e.target.value)}
              data-testid="review-secondary_password"
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
            {t("uucMerchants.common.cancel")}
          </Button>
          <Button
            variant={reject ? "danger" : "primary"}
            isLoading={busy}
            disabled={!ready}
            onClick={submit}
            data-testid="review-submit"
          >
            {t(
              reject ? "uucMerchants.review.reject" : "uucMerchants.review.pass"
            )}
          </Button>
        </Drawer.Footer>
      </Drawer.Content>
    </Drawer>
  )
}
