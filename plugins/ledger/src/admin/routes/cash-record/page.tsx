import { defineRouteConfig } from "@medusajs/admin-sdk"
import { Cash } from "@medusajs/icons"
import {
  Button,
  Container,
  Heading,
  Input,
  Select,
  Table,
  toast,
} from "@medusajs/ui"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { ListState } from "../../components/list-state"
import { Pager } from "../../components/pager"
import { ReviewDrawer } from "../../components/review-drawer"
import { LedgerStatus } from "../../components/status-badge"
import { useReviewWithdrawal, useWithdrawals } from "../../hooks/withdrawals"
import { formatAmount, formatTime, shortHash } from "../../lib/format"
import type { Withdrawal } from "../../lib/types"

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
  const amount = (v: string) => formatAmount(v, i18n.language)
  const rows = data?.withdrawals ?? []

  return (
    <Container className="divide-y p-0">
      <div className="flex items-center justify-between px-6 py-4">
        <Heading level="h2">{t("uucLedger.cash.title")}</Heading>
      </div>
      <div className="flex flex-wrap gap-2 px-6 py-4">
        <Select
          size="small"
          value={status}
          onValueChange={(v) => {
            setStatus(v)
            setPage(0)
          }}
        >
          <Select.Trigger
            className="w-48"
            data-testid="withdrawal-status-filter"
          >
            <Select.Value />
          </Select.Trigger>
          <Select.Content>
            <Select.Item value="open">{t("uucLedger.cash.open")}</Select.Item>
            {["all", "pending", "transferring", "passed", "rejected"].map(
              (s) => (
                <Select.Item key={s} value={s}>
                  {s === "all"
                    ? t("uucLedger.common.all")
                    : t(`uucLedger.status.${s}`)}
                </Select.Item>
              )
            )}
          </Select.Content>
        </Select>
        <Input
          size="small"
          type="search"
          className="w-64"
          placeholder={t("uucLedger.common.memberFilter")}
          value={member}
          onChange={(e) => {
            setMember(e.target.value)
            setPage(0)
          }}
        />
      </div>
      <ListState
        isLoading={isLoading}
        isError={isError}
        isEmpty={!rows.length}
        empty={t("uucLedger.cash.empty")}
        retry={() => refetch()}
      >
        <Table>
          <Table.Header>
            <Table.Row>
              <Table.HeaderCell>
                {t("uucLedger.common.member")}
              </Table.HeaderCell>
              <Table.HeaderCell className="text-right">
                {t("uucLedger.common.amount")}
              </Table.HeaderCell>
              <Table.HeaderCell className="text-right">
                {t("uucLedger.cash.fee")}
              </Table.HeaderCell>
              <Table.HeaderCell className="text-right">
                {t("uucLedger.cash.net")}
              </Table.HeaderCell>
              <Table.HeaderCell>{t("uucLedger.common.chain")}</Table.HeaderCell>
              <Table.HeaderCell>
                {t("uucLedger.common.address")}
              </Table.HeaderCell>
              <Table.HeaderCell>
                {t("uucLedger.common.status")}
              </Table.HeaderCell>
              <Table.HeaderCell>{t("uucLedger.common.time")}</Table.HeaderCell>
              <Table.HeaderCell className="text-right">
                {t("uucLedger.common.actions")}
              </Table.HeaderCell>
            </Table.Row>
          </Table.Header>
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
                    <div className="flex justify-end gap-2">
                      <Button
                        size="small"
                        onClick={() =>
                          setReview({ withdrawal: w, action: "approve" })
                        }
                        data-testid="withdrawal-approve"
                      >
                        {t("uucLedger.cash.approve")}
                      </Button>
                      <Button
                        size="small"
                        variant="secondary"
                        onClick={() =>
                          setReview({ withdrawal: w, action: "reject" })
                        }
                        data-testid="withdrawal-reject"
                      >
                        {t("uucLedger.common.reject")}
                      </Button>
                    </div>
                  )}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table>
        <Pager
          page={page}
          pageSize={PAGE}
          count={data?.count ?? 0}
          onPage={setPage}
        />
      </ListState>
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
})

export default CashRecordPage
