import { defineRouteConfig } from "@medusajs/admin-sdk"
import { Cash } from "@medusajs/icons"
import { Badge, Container, toast } from "@medusajs/ui"
import { useTranslation } from "react-i18next"
import { ReviewDrawer } from "../../components/review-drawer"
import { useRequestColumns } from "../../components/request-columns"
import { useReviewWithdrawal, useWithdrawals } from "../../hooks/withdrawals"
import { shortHash } from "../../lib/format"
import type { Payout, Withdrawal } from "../../lib/types"
import {
  formatMoney,
  PageHeader,
  QueueList,
  type RecordColumn,
  useQueue,
} from "@uuc/admin-kit"

const PAGE = 20

/**
 * `/app/cash-record`: the withdrawal queue. Approve (transferring funds, or passed
 * with the payout TX hash) or reject with a reason (the held amount returns; a
 * transferring one only while no payout of it can still land on chain).
 */
const CashRecordPage = () => {
  const { t, i18n } = useTranslation()
  const queue = useQueue<Withdrawal, "approve" | "reject" | "payout">(
    "open",
    PAGE
  )
  const { review, setReview } = queue
  const query = useWithdrawals(queue.params)
  const mutation = useReviewWithdrawal()
  const amount = (v: string) => formatMoney(v, i18n.language)
  const rows = query.data?.withdrawals ?? []
  const shared = useRequestColumns<Withdrawal>(
    (w) =>
      w.payout_tx_hash && (
        <div className="font-mono text-xs" title={w.payout_tx_hash}>
          {shortHash(w.payout_tx_hash)}
        </div>
      )
  )
  const columns: RecordColumn<Withdrawal>[] = [
    shared.member,
    shared.amount,
    { label: t("uucLedger.cash.fee"), right: true, cell: (w) => amount(w.fee) },
    { label: t("uucLedger.cash.net"), right: true, cell: (w) => amount(w.net) },
    shared.chain,
    {
      label: t("uucLedger.common.address"),
      className: "font-mono text-xs break-all",
      testId: "withdrawal-address",
      cell: (w) => (
        <div className="flex flex-col">
          <span>{w.address}</span>
          {w.wallet_changed_recently && (
            <span
              className="text-ui-fg-error font-sans"
              data-testid="withdrawal-wallet-changed"
            >
              {t("uucLedger.cash.walletChangedRecently")}
            </span>
          )}
        </div>
      ),
    },
    shared.status,
    {
      label: t("uucLedger.cash.payout"),
      testId: "withdrawal-payout",
      cell: (w) => w.payout && <PayoutCell payout={w.payout} />,
    },
    shared.time,
  ]

  return (
    <Container className="divide-y p-0">
      <PageHeader title={t("uucLedger.cash.title")} />
      <QueueList
        ns="uucLedger"
        queue={queue}
        query={query}
        rows={rows}
        empty={t("uucLedger.cash.empty")}
        first={[["open", t("uucLedger.cash.open")]]}
        statuses={["pending", "transferring", "passed", "rejected"].map((s) => [
          s,
          t(`uucLedger.status.${s}`),
        ])}
        filterTestId="withdrawal-status-filter"
        memberId="withdrawal-member"
        columns={columns}
        decisions={[
          {
            action: "approve",
            label: t("uucLedger.cash.approve"),
            testId: "withdrawal-approve",
            // the payout was sent: only passing it is left
            when: (w) => w.status === "pending" || w.status === "transferring",
          },
          {
            action: "payout",
            label: t("uucLedger.cash.payoutAction"),
            testId: "withdrawal-payout-action",
            variant: "secondary",
            // the TX staff sent, or the hot wallet again, once the last one ended
            when: (w) =>
              w.status === "transferring" &&
              !["queued", "sending", "sent"].includes(w.payout?.status ?? ""),
          },
          {
            action: "reject",
            label: t("uucLedger.common.reject"),
            testId: "withdrawal-reject",
            variant: "secondary",
            // a transferring one too, once its payout can no longer land
            when: (w) => w.rejectable ?? w.status === "pending",
          },
        ]}
        decisionsLabel={t("uucLedger.common.actions")}
        rowKey={(w) => w.id}
        rowTestId="withdrawal-row"
      />
      <ReviewDrawer
        open={!!review}
        onOpenChange={(open) => !open && setReview(null)}
        title={t(`uucLedger.cash.${review?.action ?? "approve"}Title`)}
        summary={
          review && (
            <div className="flex flex-col gap-1">
              <span>
                {t("uucLedger.cash.summary", {
                  member: review.row.username ?? review.row.member_id,
                  amount: amount(review.row.amount),
                  fee: amount(review.row.fee),
                  net: amount(review.row.net),
                  chain: review.row.chain,
                })}
              </span>
              <span className="font-mono text-xs break-all">
                {review.row.address}
              </span>
              <span>
                {t(
                  review.action === "reject" &&
                    review.row.status === "transferring"
                    ? "uucLedger.cash.rejectTransferringHint"
                    : `uucLedger.cash.${review.action}Hint`
                )}
              </span>
            </div>
          )
        }
        txHash={review?.action === "approve" || review?.action === "payout"}
        reason={review?.action === "reject" ? "required" : undefined}
        danger={review?.action === "reject"}
        submitLabel={
          review?.action === "reject"
            ? t("uucLedger.common.reject")
            : t(`uucLedger.cash.${review?.action ?? "approve"}`)
        }
        onSubmit={async (values) => {
          if (!review) return
          const { withdrawal } = await mutation.mutateAsync({
            id: review.row.id,
            action: review.action,
            ...values,
            tx_hash: values.tx_hash || undefined,
          })
          const payout = withdrawal.payout
          if (payout && ["refused", "failed", "held"].includes(payout.status))
            toast.warning(t(`uucErrors.${payout.code}`))
          else
            toast.success(
              t(
                payout && withdrawal.status === "transferring"
                  ? `uucLedger.cash.payoutStatus.${payout.status}`
                  : `uucLedger.cash.done.${withdrawal.status}`
              )
            )
        }}
      />
    </Container>
  )
}

const PAYOUT_COLOR: Record<
  Payout["status"],
  "green" | "orange" | "red" | "grey"
> = {
  queued: "grey",
  sending: "orange",
  sent: "orange",
  verifying: "orange",
  paid: "green",
  held: "red",
  refused: "red",
  failed: "red",
  cancelled: "grey",
}

/** A payout on chain: its state, its TX, and why it stopped (translated). */
const PayoutCell = ({ payout }: { payout: Payout }) => {
  const { t } = useTranslation()
  return (
    <div className="flex flex-col gap-1">
      <Badge size="2xsmall" color={PAYOUT_COLOR[payout.status]}>
        {t(`uucLedger.cash.payoutStatus.${payout.status}`)}
      </Badge>
      {payout.tx_hash && (
        <span className="font-mono text-xs" title={payout.tx_hash}>
          {shortHash(payout.tx_hash)}
        </span>
      )}
      {payout.code && (
        <span className="text-ui-fg-error text-xs" data-testid="payout-code">
          {t(`uucErrors.${payout.code}`)}
        </span>
      )}
      {payout.reason && (
        <span className="text-ui-fg-subtle text-xs" title={payout.reason}>
          {payout.reason.length > 80
            ? `${payout.reason.slice(0, 80)}…`
            : payout.reason}
        </span>
      )}
    </div>
  )
}

export const config = defineRouteConfig({
  label: "uucLedger.menu.cashRecord",
  translationNs: "translation",
  icon: Cash,
  // sidebar order by area: attention, people, money, rewards, content, shop
  rank: 21,
})

export default CashRecordPage
