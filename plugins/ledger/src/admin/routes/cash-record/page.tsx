import { defineRouteConfig } from "@medusajs/admin-sdk"
import { Cash } from "@medusajs/icons"
import { Container, toast } from "@medusajs/ui"
import { useTranslation } from "react-i18next"
import { ReviewDrawer } from "../../components/review-drawer"
import { useRequestColumns } from "../../components/request-columns"
import { useReviewWithdrawal, useWithdrawals } from "../../hooks/withdrawals"
import { shortHash } from "../../lib/format"
import type { Withdrawal } from "../../lib/types"
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
 * with the payout TX hash) or reject with a reason (the held amount returns).
 */
const CashRecordPage = () => {
  const { t, i18n } = useTranslation()
  const queue = useQueue<Withdrawal, "approve" | "reject">("open", PAGE)
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
      cell: (w) => w.address,
    },
    shared.status,
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
            action: "reject",
            label: t("uucLedger.common.reject"),
            testId: "withdrawal-reject",
            variant: "secondary",
          },
        ]}
        decisionsLabel={t("uucLedger.common.actions")}
        rowKey={(w) => w.id}
        rowTestId="withdrawal-row"
      />
      <ReviewDrawer
        open={!!review}
        onOpenChange={(open) => !open && setReview(null)}
        title={
          review?.action === "approve"
            ? t("uucLedger.cash.approveTitle")
            : t("uucLedger.cash.rejectTitle")
        }
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
                {review.action === "approve"
                  ? t("uucLedger.cash.approveHint")
                  : t("uucLedger.cash.rejectHint")}
              </span>
            </div>
          )
        }
        txHash={review?.action === "approve"}
        reason={review?.action === "reject" ? "required" : undefined}
        danger={review?.action === "reject"}
        submitLabel={
          review?.action === "approve"
            ? t("uucLedger.cash.approve")
            : t("uucLedger.common.reject")
        }
        onSubmit={async (values) => {
          if (!review) return
          const { withdrawal } = await mutation.mutateAsync({
            id: review.row.id,
            action: review.action,
            ...values,
          })
          toast.success(t(`uucLedger.cash.done.${withdrawal.status}`))
        }}
      />
    </Container>
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
