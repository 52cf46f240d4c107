import { defineRouteConfig } from "@medusajs/admin-sdk"
import { Cash } from "@medusajs/icons"
import { Container, toast } from "@medusajs/ui"
import { useTranslation } from "react-i18next"
import { ReviewDrawer } from "../../components/review-drawer"
import { LedgerStatus } from "../../components/status-badge"
import { useReviewWithdrawal, useWithdrawals } from "../../hooks/withdrawals"
import { shortHash } from "../../lib/format"
import type { Withdrawal } from "../../lib/types"
import {
  decisionColumn,
  formatMoney,
  formatTime,
  PageHeader,
  QueueFilters,
  type RecordColumn,
  RecordList,
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
  const { page, setPage, review, setReview } = queue
  const query = useWithdrawals(queue.params)
  const mutation = useReviewWithdrawal()
  const amount = (v: string) => formatMoney(v, i18n.language)
  const rows = query.data?.withdrawals ?? []
  const columns: RecordColumn<Withdrawal>[] = [
    {
      label: t("uucLedger.common.member"),
      cell: (w) => w.username ?? w.member_id,
    },
    {
      label: t("uucLedger.common.amount"),
      right: true,
      cell: (w) => `${amount(w.amount)} USDT`,
    },
    { label: t("uucLedger.cash.fee"), right: true, cell: (w) => amount(w.fee) },
    { label: t("uucLedger.cash.net"), right: true, cell: (w) => amount(w.net) },
    { label: t("uucLedger.common.chain"), cell: (w) => w.chain },
    {
      label: t("uucLedger.common.address"),
      className: "font-mono text-xs break-all",
      cell: (w) => w.address,
    },
    {
      label: t("uucLedger.common.status"),
      cell: (w) => (
        <>
          <LedgerStatus status={w.status} />
          {w.payout_tx_hash && (
            <div className="font-mono text-xs" title={w.payout_tx_hash}>
              {shortHash(w.payout_tx_hash)}
            </div>
          )}
          {w.reason && (
            <div className="text-ui-fg-subtle text-xs">{w.reason}</div>
          )}
        </>
      ),
    },
    {
      label: t("uucLedger.common.time"),
      cell: (w) => formatTime(w.created_at, i18n.language),
    },
    decisionColumn<Withdrawal, "approve" | "reject">(
      [
        {
          action: "approve",
          label: t("uucLedger.cash.approve"),
          testId: "withdrawal-approve",
          when: (w) => w.status === "pending" || w.status === "transferring",
        },
        {
          action: "reject",
          label: t("uucLedger.common.reject"),
          testId: "withdrawal-reject",
          variant: "secondary",
          // the payout was sent: only passing it is left
          when: (w) => w.status === "pending",
        },
      ],
      (row, action) => setReview({ row, action }),
      t("uucLedger.common.actions")
    ),
  ]

  return (
    <Container className="divide-y p-0">
      <PageHeader title={t("uucLedger.cash.title")} />
      <QueueFilters
        ns="uucLedger"
        {...queue.filterProps}
        first={[["open", t("uucLedger.cash.open")]]}
        statuses={["pending", "transferring", "passed", "rejected"].map((s) => [
          s,
          t(`uucLedger.status.${s}`),
        ])}
        testId="withdrawal-status-filter"
        memberId="withdrawal-member"
      />
      <RecordList
        ns="uucLedger"
        query={query}
        empty={rows.length ? null : t("uucLedger.cash.empty")}
        paging={{ page, pageSize: PAGE, count: query.data?.count ?? 0 }}
        onPage={setPage}
        columns={columns}
        rows={rows}
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
