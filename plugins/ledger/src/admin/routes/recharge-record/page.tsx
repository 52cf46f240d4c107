import { defineRouteConfig } from "@medusajs/admin-sdk"
import { ArrowDownTray } from "@medusajs/icons"
import { Container, Heading, Table, toast } from "@medusajs/ui"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { ReviewDrawer } from "../../components/review-drawer"
import { LedgerStatus } from "../../components/status-badge"
import { QueueFilters } from "../../components/queue-filters"
import { ReviewActions } from "../../components/review-actions"
import { useRecharges, useReviewRecharge } from "../../hooks/recharges"
import { explorerTxUrl } from "../../lib/explorer"
import { shortHash } from "../../lib/format"
import type { Recharge } from "../../lib/types"
import { formatMoney, formatTime, ListBody, TableHead } from "@uuc/admin-kit"

const PAGE = 20

/** `/app/recharge-record`: members' recharge reports; staff confirm or reject them. */
const RechargeRecordPage = () => {
  const { t, i18n } = useTranslation()
  const [status, setStatus] = useState("pending")
  const [member, setMember] = useState("")
  const [page, setPage] = useState(0)
  const [review, setReview] = useState<{
    recharge: Recharge
    action: "confirm" | "reject"
  } | null>(null)
  const { data, isLoading, isError, refetch } = useRecharges({
    status: status === "all" ? undefined : status,
    member: member.trim() || undefined,
    limit: PAGE,
    offset: page * PAGE,
  })
  const mutation = useReviewRecharge()
  const amount = (v: string) => formatMoney(v, i18n.language)

  return (
    <Container className="divide-y p-0">
      <div className="flex items-center justify-between px-6 py-4">
        <Heading level="h1">{t("uucLedger.rechargeRecord.title")}</Heading>
      </div>
      <QueueFilters
        status={status}
        onStatus={(v) => {
          setStatus(v)
          setPage(0)
        }}
        member={member}
        onMember={(v) => {
          setMember(v)
          setPage(0)
        }}
        statuses={["pending", "confirmed", "rejected"]}
        testId="recharge-status-filter"
      />
      <ListBody
        ns="uucLedger"
        query={{
          isLoading,
          isError,
          refetch: () => refetch(),
        }}
        empty={
          !data?.recharges.length ? t("uucLedger.rechargeRecord.empty") : null
        }
        paging={{
          page,
          pageSize: PAGE,
          count: data?.count ?? 0,
        }}
        onPage={setPage}
      >
        <Table>
          <TableHead
            columns={[
              { label: t("uucLedger.common.member") },
              { label: t("uucLedger.common.amount"), right: true },
              { label: t("uucLedger.common.chain") },
              { label: t("uucLedger.common.txHash") },
              { label: t("uucLedger.rechargeRecord.fromWallet") },
              { label: t("uucLedger.common.status") },
              { label: t("uucLedger.common.time") },
              { label: t("uucLedger.common.actions"), right: true },
            ]}
          />
          <Table.Body>
            {data?.recharges.map((r) => (
              <Table.Row key={r.id} data-testid="recharge-row">
                <Table.Cell>{r.username ?? r.member_id}</Table.Cell>
                <Table.Cell className="text-right">
                  {amount(r.amount)} USDT
                </Table.Cell>
                <Table.Cell>{r.chain}</Table.Cell>
                <Table.Cell title={r.tx_hash} className="font-mono">
                  {explorerTxUrl(r.chain, r.tx_hash) ? (
                    <a
                      href={explorerTxUrl(r.chain, r.tx_hash)!}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="text-ui-fg-interactive underline"
                      data-testid="recharge-tx-link"
                    >
                      {shortHash(r.tx_hash)}
                    </a>
                  ) : (
                    shortHash(r.tx_hash)
                  )}
                </Table.Cell>
                <Table.Cell
                  title={r.from_address ?? undefined}
                  className="font-mono text-xs break-all"
                  data-testid="recharge-from"
                >
                  {r.from_address ?? (
                    <span className="text-ui-fg-error">
                      {t("uucLedger.rechargeRecord.noWallet")}
                    </span>
                  )}
                </Table.Cell>
                <Table.Cell>
                  <LedgerStatus status={r.status} />
                  {r.reason && (
                    <div className="text-ui-fg-subtle text-xs">{r.reason}</div>
                  )}
                </Table.Cell>
                <Table.Cell>
                  {formatTime(r.created_at, i18n.language)}
                </Table.Cell>
                <Table.Cell>
                  {r.status === "pending" && (
                    <ReviewActions
                      acceptLabel={t("uucLedger.common.confirm")}
                      onAccept={() =>
                        setReview({ recharge: r, action: "confirm" })
                      }
                      onReject={() =>
                        setReview({ recharge: r, action: "reject" })
                      }
                      acceptTestId="recharge-confirm"
                      rejectTestId="recharge-reject"
                    />
                  )}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table>
      </ListBody>
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
              amount: amount(review.recharge.amount),
              member: review.recharge.username ?? review.recharge.member_id,
              chain: review.recharge.chain,
              tx: review.recharge.tx_hash,
            }
          ) +
            " " +
            t("uucLedger.rechargeRecord.fromSummary", {
              from:
                review.recharge.from_address ??
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
            id: review.recharge.id,
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
