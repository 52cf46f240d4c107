import { Button } from "@medusajs/ui"
import { useTranslation } from "react-i18next"

/** A queue row's two review buttons: accept (confirm or approve) and reject. */
export const ReviewActions = ({
  acceptLabel,
  onAccept,
  onReject,
  acceptTestId,
  rejectTestId,
}: {
  acceptLabel: string
  onAccept: () => void
  onReject: () => void
  acceptTestId: string
  rejectTestId: string
}) => {
  const { t } = useTranslation()
  return (
    <div className="flex justify-end gap-2">
      <Button size="small" onClick={onAccept} data-testid={acceptTestId}>
        {acceptLabel}
      </Button>
      <Button
        size="small"
        variant="secondary"
        onClick={onReject}
        data-testid={rejectTestId}
      >
        {t("uucLedger.common.reject")}
      </Button>
    </div>
  )
}
