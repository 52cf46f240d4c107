import { defineRouteConfig } from "@medusajs/admin-sdk"
import { ShieldCheck } from "@medusajs/icons"
import {
  Badge,
  Container,
  Heading,
  Select,
  Table,
  Text,
  toast,
} from "@medusajs/ui"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { ReviewActions } from "../../components/review-actions"
import { ReviewDrawer } from "../../components/review-drawer"
import {
  useAdjustmentRequests,
  useReviewAdjustment,
} from "../../hooks/adjustment-reviews"
import type { AdjustmentRequest } from "../../lib/types"
import { formatMoney, formatTime, ListBody, TableHead } from "@uuc/admin-kit"

const PAGE = 20
const STATUSES = ["pending", "approved", "rejected", "all"] as const

/**
 * `/app/adjustment-review`: balance adjustments above the plan's review threshold,
 * approved (the money moves then) or rejected by a second staff member.
 */
const AdjustmentReviewPage = () => {
  const { t, i18n } = useTranslation()
  const [status, setStatus] = useState("pending")
  const [page, setPage] = useState(0)
  const [review, setReview] = useState<{
    request: AdjustmentRequest
    action: "approve" | "reject"
  } | null>(null)
  const { data, isLoading, isError, refetch } = useAdjustmentRequests({
    status: status === "all" ? undefined : status,
    limit: PAGE,
    offset: page * PAGE,
  })
  const mutation = useReviewAdjustment()
  const amount = (v: string) => formatMoney(v, i18n.language)
  const rows = data?.adjustment_requests ?? []

  return (
    <Container className="divide-y p-0">
      <div className="px-6 py-4">
        <Heading level="h1">{t("uucLedger.reviews.title")}</Heading>
        <Text size="small" className="text-ui-fg-subtle">
          {t("uucLedger.reviews.hint")}
        </Text>
      </div>
      <div className="px-6 py-4">
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
            data-testid="adjustment-review-status"
          >
            <Select.Value />
          </Select.Trigger>
          <Select.Content>
            {STATUSES.map((s) => (
              <Select.Item key={s} value={s}>
                {s === "all"
                  ? t("uucLedger.common.all")
                  : t(`uucLedger.reviews.status.${s}`)}
              </Select.Item>
            ))}
          </Select.Content>
        </Select>
      </div>
      <ListBody
        ns="uucLedger"
        query={{
          isLoading,
          isError,
          refetch: () => refetch(),
        }}
        empty={!rows.length ? t("uucLedger.reviews.empty") : null}
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
              { label: t("uucLedger.adjust.direction") },
              { label: t("uucLedger.common.amount"), right: true },
              { label: t("uucLedger.reviews.usd"), right: true },
              { label: t("uucLedger.common.reason") },
              { label: t("uucLedger.common.status") },
              { label: t("uucLedger.common.time") },
              { label: t("uucLedger.common.actions"), right: true },
            ]}
          />
          <Table.Body>
            {rows.map((r) => (
              <Table.Row key={r.id} data-testid="adjustment-review-row">
                <Table.Cell>{r.username ?? r.member_id}</Table.Cell>
                <Table.Cell>{t(`uucLedger.adjust.${r.direction}`)}</Table.Cell>
                <Table.Cell className="text-right">
                  {amount(r.amount)} {r.asset}
                </Table.Cell>
                <Table.Cell className="text-right">
                  {amount(r.usd_value)}
                </Table.Cell>
                <Table.Cell className="whitespace-normal">
                  {r.reason}
                  {r.reject_reason && (
                    <div className="text-ui-fg-subtle text-xs">
                      {r.reject_reason}
                    </div>
                  )}
                </Table.Cell>
                <Table.Cell>
                  <Badge
                    size="2xsmall"
                    color={
                      r.status === "approved"
                        ? "green"
                        : r.status === "rejected"
                          ? "red"
                          : "orange"
                    }
                  >
                    {t(`uucLedger.reviews.status.${r.status}`)}
                  </Badge>
                </Table.Cell>
                <Table.Cell>
                  {formatTime(r.created_at, i18n.language)}
                </Table.Cell>
                <Table.Cell>
                  {r.status === "pending" && (
                    <ReviewActions
                      acceptLabel={t("uucLedger.reviews.approve")}
                      onAccept={() =>
                        setReview({ request: r, action: "approve" })
                      }
                      onReject={() =>
                        setReview({ request: r, action: "reject" })
                      }
                      acceptTestId="adjustment-approve"
                      rejectTestId="adjustment-reject"
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
            ? t("uucLedger.reviews.approveTitle")
            : t("uucLedger.reviews.rejectTitle")
        }
        summary={
          review && (
            <div className="flex flex-col gap-1">
              <span>
                {t("uucLedger.reviews.summary", {
                  member: review.request.username ?? review.request.member_id,
                  direction: t(`uucLedger.adjust.${review.request.direction}`),
                  asset: review.request.asset,
                  amount: amount(review.request.amount),
                  reason: review.request.reason,
                })}
              </span>
              <span>
                {review.action === "approve"
                  ? t("uucLedger.reviews.approveHint")
                  : t("uucLedger.reviews.rejectHint")}
              </span>
            </div>
          )
        }
        reason={review?.action === "reject" ? "required" : undefined}
        danger={review?.action === "reject"}
        submitLabel={
          review?.action === "approve"
            ? t("uucLedger.reviews.approve")
            : t("uucLedger.common.reject")
        }
        onSubmit={async (values) => {
          if (!review) return
          await mutation.mutateAsync({
            id: review.request.id,
            action: review.action,
            ...values,
          })
          toast.success(
            t(
              review.action === "approve"
                ? "uucLedger.reviews.approved"
                : "uucLedger.reviews.rejected"
            )
          )
        }}
      />
    </Container>
  )
}

export const config = defineRouteConfig({
  label: "uucLedger.menu.adjustmentReview",
  translationNs: "translation",
  icon: ShieldCheck,
  // sidebar order by area: attention, people, money, rewards, content, shop
  rank: 22,
})

export default AdjustmentReviewPage
