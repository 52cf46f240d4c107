import { defineRouteConfig } from "@medusajs/admin-sdk"
import { ArrowDownTray } from "@medusajs/icons"
import { Container, toast } from "@medusajs/ui"
import { useTranslation } from "react-i18next"
import { ReviewDrawer } from "../../components/review-drawer"
import { LedgerStatus } from "../../components/status-badge"
import { useRecharges, useReviewRecharge } from "../../hooks/recharges"
import { explorerTxUrl } from "../../lib/explorer"
import { shortHash } from "../../lib/format"
import type { Recharge } from "../../lib/types"
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

/** `/app/recharge-record`: members' recharge reports; staff confirm or reject them. */
const RechargeRecordPage = () => {
  const { t, i18n } = useTranslation()
  const queue = useQueue<Recharge, "confirm" | "reject">("pending", PAGE)
  const { page, setPage, review, setReview } = queue
  const query = useRecharges(queue.params)
  const mutation = useReviewRecharge()
  const amount = (v: string) => formatMoney(v, i18n.language)
  const rows = query.data?.recharges ?? []
  const columns: RecordColumn<Recharge>[] = [
    {
      label: t("uucLedger.common.member"),
      cell: (r) => r.username ?? r.member_id,
    },
    {
      label: t("uucLedger.common.amount"),
      right: true,
      cell: (r) => `${amount(r.amount)} USDT`,
    },
    { label: t("uucLedger.common.chain"), cell: (r) => r.chain },
    {
      label: t("uucLedger.common.txHash"),
      title: (r) => r.tx_hash,
      className: "font-mono",
      cell: (r) => {
        const url = explorerTxUrl(r.chain, r.tx_hash)
        return url ? (
          <a
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            className="text-ui-fg-interactive underline"
            data-testid="recharge-tx-link"
          >
            {shortHash(r.tx_hash)}
          </a>
        ) : (
          shortHash(r.tx_hash)
        )
      },
    },
    {
      label: t("uucLedger.rechargeRecord.fromWallet"),
      title: (r) => r.from_address ?? undefined,
      className: "font-mono text-xs break-all",
      testId: "recharge-from",
      cell: (r) =>
        r.from_address ?? (
          <span className="text-ui-fg-error">
            {t("uucLedger.rechargeRecord.noWallet")}
          </span>
        ),
    },
    {
      label: t("uucLedger.common.status"),
      cell: (r) => (
        <>
          <LedgerStatus status={r.status} />
          {r.reason && (
            <div className="text-ui-fg-subtle text-xs">{r.reason}</div>
          )}
        </>
      ),
    },
    {
      label: t("uucLedger.common.time"),
      cell: (r) => formatTime(r.created_at, i18n.language),
    },
    decisionColumn<Recharge, "confirm" | "reject">(
      [
        {
          action: "confirm",
          label: t("uucLedger.common.confirm"),
          testId: "recharge-confirm",
          when: (r) => r.status === "pending",
        },
        {
          action: "reject",
          label: t("uucLedger.common.reject"),
          testId: "recharge-reject",
          variant: "secondary",
          when: (r) => r.status === "pending",
        },
      ],
      (row, action) => setReview({ row, action }),
      t("uucLedger.common.actions")
    ),
  ]

  return (
    <Container className="divide-y p-0">
      <PageHeader title={t("uucLedger.rechargeRecord.title")} />
      <QueueFilters
        ns="uucLedger"
        {...queue.filterProps}
        statuses={["pending", "confirmed", "rejected"].map((s) => [
          s,
          t(`uucLedger.status.${s}`),
        ])}
        testId="recharge-status-filter"
        memberId="recharge-member"
      />
      <RecordList
        ns="uucLedger"
        query={query}
        empty={rows.length ? null : t("uucLedger.rechargeRecord.empty")}
        paging={{ page, pageSize: PAGE, count: query.data?.count ?? 0 }}
        onPage={setPage}
        columns={columns}
        rows={rows}
        rowKey={(r) => r.id}
        rowTestId="recharge-row"
      />
      <ReviewDrawer
        open={!!review}
        onOpenChange={(open) => !open && setReview(null)}
        title={
          review?.action === "confirm"
            ? t("uucLedger.rechargeRecord.confirmTitle")
            : t("uucLedger.rechargeRecord.rejectTitle")
        }
        summary={
          review &&
          t(
            review.action === "confirm"
              ? "uucLedger.rechargeRecord.confirmSummary"
              : "uucLedger.rechargeRecord.rejectSummary",
            {
              amount: amount(review.row.amount),
              member: review.row.username ?? review.row.member_id,
              chain: review.row.chain,
              tx: review.row.tx_hash,
            }
          ) +
            " " +
            t("uucLedger.rechargeRecord.fromSummary", {
              from:
                review.row.from_address ??
                t("uucLedger.rechargeRecord.noWallet"),
            })
        }
        reason={review?.action === "reject" ? "required" : undefined}
        danger={review?.action === "reject"}
        submitLabel={
          review?.action === "confirm"
            ? t("uucLedger.common.confirm")
            : t("uucLedger.common.reject")
        }
        onSubmit={async (values) => {
          if (!review) return
          await mutation.mutateAsync({
            id: review.row.id,
            action: review.action,
            ...values,
          })
          toast.success(
            t(
              review.action === "confirm"
                ? "uucLedger.rechargeRecord.confirmed"
                : "uucLedger.rechargeRecord.rejected"
            )
          )
        }}
      />
    </Container>
  )
}

export const config = defineRouteConfig({
  label: "uucLedger.menu.rechargeRecord",
  translationNs: "translation",
  icon: ArrowDownTray,
  // sidebar order by area: attention, people, money, rewards, content, shop
  rank: 20,
})

export default RechargeRecordPage
