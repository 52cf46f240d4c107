import { formatMoney, formatTime, type RecordColumn } from "@uuc/admin-kit"
import type { ComponentProps, ReactNode } from "react"
import { useTranslation } from "react-i18next"
import { LedgerStatus } from "./status-badge"

/** What the recharge and withdrawal queues list of a member's request. */
type MoneyRequest = {
  member_id: string
  username: string | null
  amount: string
  chain: string
  status: ComponentProps<typeof LedgerStatus>["status"]
  reason: string | null
  created_at: string
}

/**
 * The columns the recharge and withdrawal queues share: the member, the USDT
 * amount, the chain, the status (with `more` under it, then the staff's reason)
 * and the time.
 */
export function useRequestColumns<T extends MoneyRequest>(
  more?: (row: T) => ReactNode
) {
  const { t, i18n } = useTranslation()
  const column = (c: RecordColumn<T>) => c
  return {
    member: column({
      label: t("uucLedger.common.member"),
      cell: (r) => r.username ?? r.member_id,
    }),
    amount: column({
      label: t("uucLedger.common.amount"),
      right: true,
      cell: (r) => `${formatMoney(r.amount, i18n.language)} USDT`,
    }),
    chain: column({ label: t("uucLedger.common.chain"), cell: (r) => r.chain }),
    status: column({
      label: t("uucLedger.common.status"),
      cell: (r) => (
        <>
          <LedgerStatus status={r.status} />
          {more?.(r)}
          {r.reason && (
            <div className="text-ui-fg-subtle text-xs">{r.reason}</div>
          )}
        </>
      ),
    }),
    time: column({
      label: t("uucLedger.common.time"),
      cell: (r) => formatTime(r.created_at, i18n.language),
    }),
  }
}
