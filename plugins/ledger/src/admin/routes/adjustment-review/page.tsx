import { defineRouteConfig } from "@medusajs/admin-sdk"
import { ShieldCheck } from "@medusajs/icons"
import { Badge, Container, toast } from "@medusajs/ui"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { ReviewDrawer } from "../../components/review-drawer"
import {
  useAdjustmentRequests,
  useReviewAdjustment,
} from "../../hooks/adjustment-reviews"
import type { AdjustmentRequest } from "../../lib/types"
import {
  decisionColumn,
  FilterBar,
  FilterSelect,
  formatMoney,
  formatTime,
  PageHeader,
  type RecordColumn,
  RecordList,
  selectValue,
  usePagedFilters,
} from "@uuc/admin-kit"

const PAGE = 20
const STATUSES = ["pending", "approved", "rejected", "all"] as const
const STATUS_COLOR = {
  pending: "orange",
  approved: "green",
  rejected: "red",
} as const

/**
 * `/app/adjustment-review`: balance adjustments above the plan's review threshold,
 * approved (the money moves then) or rejected by a second staff member.
 */
const AdjustmentReviewPage = () => {
  const { t, i18n } = useTranslation()
  const { filters, filter, page, setPage } = usePagedFilters({
    status: "pending",
  })
  const [review, setReview] = useState<{
    request: AdjustmentRequest
    action: "approve" | "reject"
  } | null>(null)
  const query = useAdjustmentRequests({
    status: selectValue(filters.status),
    limit: PAGE,
    offset: page * PAGE,
  })
  const mutation = useReviewAdjustment()
  const amount = (v: string) => formatMoney(v, i18n.language)
  const rows = query.data?.adjustment_requests ?? []
  const columns: RecordColumn<AdjustmentRequest>[] = [
    {
      label: t("uucLedger.common.member"),
      cell: (r) => r.username ?? r.member_id,
    },
    {
      label: t("uucLedger.adjust.direction"),
      cell: (r) => t(`uucLedger.adjust.${r.direction}`),
    },
    {
      label: t("uucLedger.common.amount"),
      right: true,
      cell: (r) => `${amount(r.amount)} ${r.asset}`,
    },
    {
      label: t("uucLedger.reviews.usd"),
      right: true,
      cell: (r) => amount(r.usd_value),
    },
    {
      label: t("uucLedger.common.reason"),
      className: "whitespace-normal",
      cell: (r) => (
        <>
          {r.reason}
          {r.reject_reason && (
            <div className="text-ui-fg-subtle text-xs">{r.reject_reason}</div>
          )}
        </>
      ),
    },
    {
      label: t("uucLedger.common.status"),
      cell: (r) => (
        <Badge size="2xsmall" color={STATUS_COLOR[r.status]}>
          {t(`uucLedger.reviews.status.${r.status}`)}
        </Badge>
      ),
    },
    {
      label: t("uucLedger.common.time"),
      cell: (r) => formatTime(r.created_at, i18n.language),
    },
    decisionColumn<AdjustmentRequest, "approve" | "reject">(
      [
        {
          action: "approve",
          label: t("uucLedger.reviews.approve"),
          testId: "adjustment-approve",
          when: (r) => r.status === "pending",
        },
        {
          action: "reject",
          label: t("uucLedger.common.reject"),
          testId: "adjustment-reject",
          variant: "secondary",
          when: (r) => r.status === "pending",
        },
      ],
      (request, action) => setReview({ request, action }),
      t("uucLedger.common.actions")
    ),
  ]

  return (
    <Container className="divide-y p-0">
      <PageHeader
        title={t("uucLedger.reviews.title")}
        hint={t("uucLedger.reviews.hint")}
      />
      <FilterBar className="">
        <FilterSelect
          className="w-48"
          value={filters.status}
          onChange={filter("status")}
          testId="adjustment-review-status"
          label={t("uucLedger.common.status")}
          options={STATUSES.map((s) => ({
            value: s,
            label:
              s === "all"
                ? t("uucLedger.common.all")
                : t(`uucLedger.reviews.status.${s}`),
          }))}
        />
      </FilterBar>
      <RecordList
        ns="uucLedger"
        query={query}
        empty={rows.length ? null : t("uucLedger.reviews.empty")}
        paging={{ page, pageSize: PAGE, count: query.data?.count ?? 0 }}
        onPage={setPage}
        columns={columns}
        rows={rows}
        rowKey={(r) => r.id}
        rowTestId="adjustment-review-row"
      />
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
