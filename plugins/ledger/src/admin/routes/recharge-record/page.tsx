import { defineRouteConfig } from "@medusajs/admin-sdk"
import { ArrowDownTray } from "@medusajs/icons"
import { Container, toast } from "@medusajs/ui"
import { useTranslation } from "react-i18next"
import { ReviewDrawer } from "../../components/review-drawer"
import { useRequestColumns } from "../../components/request-columns"
import { useRecharges, useReviewRecharge } from "../../hooks/recharges"
import { explorerTxUrl } from "../../lib/explorer"
import { shortHash } from "../../lib/format"
import type { Recharge } from "../../lib/types"
import {
  formatMoney,
  formatTime,
  PageHeader,
  QueueList,
  type RecordColumn,
  useQueue,
} from "@uuc/admin-kit"

const PAGE = 20

/** `/app/recharge-record`: members' recharge reports; staff confirm or reject them. */
const RechargeRecordPage = () => {
  const { t, i18n } = useTranslation()
  const queue = useQueue<Recharge, "confirm" | "reject">("pending", PAGE)
  const { review, setReview } = queue
  const query = useRecharges(queue.params)
  const mutation = useReviewRecharge()
  const amount = (v: string) => formatMoney(v, i18n.language)
  const rows = query.data?.recharges ?? []
  const shared = useRequestColumns<Recharge>()
  const columns: RecordColumn<Recharge>[] = [
    shared.member,
    shared.amount,
    shared.chain,
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
            // the darker link blue: the lighter one reads 3.4:1 on a row (axe)
            className="text-ui-fg-interactive-hover underline"
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
      label: t("uucLedger.rechargeRecord.toAddress"),
      title: (r) => r.to_address ?? undefined,
      testId: "recharge-to-owner",
      cell: (r) => (
        <div className="flex flex-col">
          <span className="font-mono text-xs">
            {r.to_address ? shortHash(r.to_address) : "—"}
          </span>
          <span className="text-ui-fg-subtle text-xs">
            {r.to_owner
              ? t("uucLedger.rechargeRecord.ownedBy", {
                  member: r.to_owner.username ?? r.to_owner.member_id,
                })
              : t("uucLedger.addressRecord.shared")}
          </span>
        </div>
      ),
    },
    {
      // what the chain showed: the TX's sender, who proved it, block vs report time
      label: t("uucLedger.rechargeRecord.onChain"),
      title: (r) => r.tx_from ?? undefined,
      className: "text-xs",
      testId: "recharge-on-chain",
      cell: (r) =>
        r.tx_from ? (
          <div className="flex flex-col">
            <span className="font-mono break-all">
              {t("uucLedger.rechargeRecord.sender", { from: r.tx_from })}
            </span>
            <span
              className={
                r.tx_from_provers.some((p) => p.member_id === r.member_id)
                  ? "text-ui-fg-subtle"
                  : "text-ui-fg-error"
              }
              data-testid="recharge-provers"
            >
              {r.tx_from_provers.length
                ? t("uucLedger.rechargeRecord.provenBy", {
                    members: r.tx_from_provers
                      .map(
                        (p) =>
                          `${p.username} (${formatTime(p.verified_at, i18n.language)})`
                      )
                      .join(", "),
                  })
                : t("uucLedger.rechargeRecord.provenByNobody")}
            </span>
            <span className="text-ui-fg-subtle">
              {t("uucLedger.rechargeRecord.times", {
                block: formatTime(r.block_time, i18n.language),
                report: formatTime(r.created_at, i18n.language),
              })}
            </span>
          </div>
        ) : (
          <span className="text-ui-fg-subtle">
            {t("uucLedger.rechargeRecord.notSeen")}
          </span>
        ),
    },
    shared.status,
    shared.time,
  ]

  return (
    <Container className="divide-y p-0">
      <PageHeader title={t("uucLedger.rechargeRecord.title")} />
      <QueueList
        ns="uucLedger"
        queue={queue}
        query={query}
        rows={rows}
        empty={t("uucLedger.rechargeRecord.empty")}
        statuses={["pending", "confirmed", "rejected"].map((s) => [
          s,
          t(`uucLedger.status.${s}`),
        ])}
        filterTestId="recharge-status-filter"
        memberId="recharge-member"
        columns={columns}
        decisions={[
          {
            action: "confirm",
            label: t("uucLedger.common.confirm"),
            testId: "recharge-confirm",
          },
          {
            action: "reject",
            label: t("uucLedger.common.reject"),
            testId: "recharge-reject",
            variant: "secondary",
          },
        ]}
        decisionsLabel={t("uucLedger.common.actions")}
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
