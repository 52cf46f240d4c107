import { Button, Text } from "@medusajs/ui"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { useVerify } from "../../hooks/postings"

/** Runs the ledger's invariant checks on demand and shows which fail. */
export const VerifyBanner = () => {
  const { t } = useTranslation()
  const [asked, setAsked] = useState(false)
  const { data, isFetching, refetch } = useVerify(asked)
  return (
    <div className="flex flex-col gap-2 px-6 py-4">
      <div className="flex items-center gap-3">
        <Button
          size="small"
          variant="secondary"
          isLoading={isFetching}
          onClick={() => (asked ? refetch() : setAsked(true))}
          data-testid="ledger-verify"
        >
          {t("uucLedger.balance.verify")}
        </Button>
        {data && (
          <Text
            weight="plus"
            className={
              data.ok ? "text-ui-fg-interactive-hover" : "text-ui-fg-error"
            }
            data-testid="ledger-verify-result"
          >
            {data.ok
              ? t("uucLedger.balance.verifyOk")
              : t("uucLedger.balance.verifyFailed")}
          </Text>
        )}
      </div>
      {data && (
        <ul className="list-disc ps-6" data-testid="ledger-verify-checks">
          {data.checks.map((c) => (
            <li
              key={c.name}
              className={c.ok ? "text-ui-fg-subtle" : "text-ui-fg-error"}
            >
              <Text size="small">
                {t(`uucLedger.checks.${c.name}`, { defaultValue: c.name })} (
                {t("uucLedger.balance.verifyChecked", { count: c.count })})
                {c.ok ? "" : `: ${c.detail}`}
              </Text>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
