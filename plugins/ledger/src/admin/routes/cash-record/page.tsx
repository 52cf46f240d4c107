import { defineRouteConfig } from "@medusajs/admin-sdk"
import { Cash } from "@medusajs/icons"
import { Container, Heading, Table, toast } from "@medusajs/ui"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { ReviewDrawer } from "../../components/review-drawer"
import { LedgerStatus } from "../../components/status-badge"
import { QueueFilters } from "../../components/queue-filters"
import { ReviewActions } from "../../components/review-actions"
import { useReviewWithdrawal, useWithdrawals } from "../../hooks/withdrawals"
import { shortHash } from "../../lib/format"
import type { Withdrawal } from "../../lib/types"
import { formatMoney, formatTime, ListBody, TableHead } from "@uuc/admin-kit"

const PAGE = 20

/**
 * `/app/cash-record`: the withdrawal queue. Approve (transferring funds, or passed
 * with the payout TX hash) or reject with a reason (the held amount returns).
 */
const CashRecordPage = () => {
  const { t, i18n } = useTranslation()
  const [status, setStatus] = useState("open")
  const [member, setMember] = useState("")
  const [page, setPage] = useState(0)
  const [review, setReview] = useState<{
    withdrawal: Withdrawal
    action: "approve" | "reject"
  } | null>(null)
  const { data, isLoading, isError, refetch } = useWithdrawals({
    status: status === "all" ? undefined : status,
    member: member.trim() || undefined,
    limit: PAGE,
    offset: page * PAGE,
  })
  const mutation = useReviewWithdrawal()
  const amount = (v: string) => formatMoney(v, i18n.language)
  const rows = data?.withdrawals ?? []

  return (
    <Container className="divide-y p-0">
      <div className="flex items-center justify-between px-6 py-4">
        <Heading level="h1">{t("uucLedger.cash.title")}</Heading>
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
        options={[{ value: "open", label: t("uucLedger.cash.open") }]}
        statuses={["pending", "transferring", "passed", "rejected"]}
        testId="withdrawal-status-filter"
      />
      <ListBody
        ns="uucLedger"
        query={{
          isLoading,
          isError,
          refetch: () => refetch(),
        }}
        empty={!rows.length ? t("uucLedger.cash.empty") : null}
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
              { label: t("uucLedger.cash.fee"), right: true },
              { label: t("uucLedger.cash.net"), right: true },
              { label: t("uucLedger.common.chain") },
              { label: t("uucLedger.common.address") },
              { label: t("uucLedger.common.status") },
              { label: t("uucLedger.common.time") },
              { label: t("uucLedger.common.actions"), right: true },
            ]}
          />
          <Table.Body>
            {rows.map((w) => (
              <Table.Row key={w.id} data-testid="withdrawal-row">
                <Table.Cell>{w.username ?? w.member_id}</Table.Cell>
                <Table.Cell className="text-right">
                  {amount(w.amount)} USDT
                </Table.Cell>
                <Table.Cell className="text-right">{amount(w.fee)}</Table.Cell>
                <Table.Cell className="text-right">{amount(w.net)}</Table.Cell>
                <Table.Cell>{w.chain}</Table.Cell>
                <Table.Cell className="font-mono text-xs break-all">
                  {w.address}
                </Table.Cell>
                <Table.Cell>
                  <LedgerStatus status={w.status} />
                  {w.payout_tx_hash && (
                    <div className="font-mono text-xs" title={w.payout_tx_hash}>
                      {shortHash(w.payout_tx_hash)}
                    </div>
                  )}
                  {w.reason && (
                    <div className="text-ui-fg-subtle text-xs">{w.reason}</div>
                  )}
                </Table.Cell>
                <Table.Cell>
                  {formatTime(w.created_at, i18n.language)}
                </Table.Cell>
                <Table.Cell>
                  {(w.status === "pending" || w.status === "transferring") && (
                    <ReviewActions
                      acceptLabel={t("uucLedger.cash.approve")}
                      onAccept={() =>
                        setReview({ withdrawal: w, action: "approve" })
                      }
                      onReject={
                        // the payout was sent: only passing it is left
                        w.status === "pending"
                          ? () => setReview({ withdrawal: w, action: "reject" })
                          : undefined
                      }
                      acceptTestId="withdrawal-approve"
                      rejectTestId="withdrawal-reject"
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
          review?.action === "approve"
            ? t("uucLedger.cash.approveTitle")
            : t("uucLedger.cash.rejectTitle")
        }
        summary={
          review && (
            <div className="flex flex-col gap-1">
              <span>
                {t("uucLedger.cash.summary", {
                  member:
                    review.withdrawal.username ?? review.withdrawal.member_id,
                  amount: amount(review.withdrawal.amount),
                  fee: amount(review.withdrawal.fee),
                  net: amount(review.withdrawal.net),
                  chain: review.withdrawal.chain,
                })}
              </span>
              <span className="font-mono text-xs break-all">
                {review.withdrawal.address}
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
            id: review.withdrawal.id,
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
