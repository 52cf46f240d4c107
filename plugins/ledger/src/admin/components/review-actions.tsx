import { Button } from "@medusajs/ui"
import { useTranslation } from "react-i18next"

/** A queue row's review buttons: accept (confirm or approve) and, when allowed, reject. */
export const ReviewActions = ({
  acceptLabel,
  onAccept,
  onReject,
  acceptTestId,
  rejectTestId,
}: {
  acceptLabel: string
  onAccept: () => void
  /** Absent when the row may no longer be rejected (a withdrawal in transfer). */
  onReject?: () => void
  acceptTestId: string
  rejectTestId: string
}) => {
  const { t } = useTranslation()
  return (
    <div className="flex justify-end gap-2">
      <Button size="small" onClick={onAccept} data-testid={acceptTestId}>
        {acceptLabel}
      </Button>
      {onReject && (
        <Button
          size="small"
          variant="secondary"
          onClick={onReject}
          data-testid={rejectTestId}
        >
          {t("uucLedger.common.reject")}
        </Button>
      )}
    </div>
  )
}
