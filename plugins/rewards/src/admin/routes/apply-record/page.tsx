import { defineRouteConfig } from "@medusajs/admin-sdk"
import { CreditCard } from "@medusajs/icons"
import { Badge, Container, toast } from "@medusajs/ui"
import { useTranslation } from "react-i18next"
import { ReviewDrawer } from "../../components/review-drawer"
import {
  useLoans,
  useReviewLoan,
  type AdminLoan as Loan,
} from "../../hooks/loans"
import {
  formatMoney,
  formatTime,
  PageHeader,
  QueueList,
  useQueue,
} from "@uuc/admin-kit"

const PAGE = 20
const STATUSES = ["pending", "transferring", "passed", "rejected", "repaid"]
const COLOR = {
  pending: "orange",
  transferring: "purple",
  passed: "blue",
  rejected: "red",
  repaid: "green",
} as const

/**
 * `/app/apply-record`: loan applications (a card on credit). Staff pass one (the
 * card is activated and funds are lent: staff secondary password) or reject it
 * with a reason.
 */
const ApplyRecordPage = () => {
  const { t, i18n } = useTranslation()
  const queue = useQueue<Loan, "approve" | "reject">("pending", PAGE)
  const { review, setReview } = queue
  const query = useLoans(queue.params)
  const mutation = useReviewLoan()
  const money = (v: string | null) => formatMoney(v, i18n.language)
  const rows = query.data?.loans ?? []
  const who = (l: Loan) => l.username ?? l.member_id

  return (
    <Container className="divide-y p-0">
      <PageHeader
        title={t("uucRewards.loans.title")}
        hint={t("uucRewards.loans.hint")}
      />
      <QueueList
        ns="uucRewards"
        queue={queue}
        query={query}
        rows={rows}
        empty={t("uucRewards.loans.empty")}
        statuses={STATUSES.map((s) => [s, t(`uucRewards.loanStatus.${s}`)])}
        filterTestId="loan-status-filter"
        memberId="loan-member"
        columns={[
          {
            label: t("uucRewards.common.time"),
            cell: (l) => formatTime(l.created_at, i18n.language),
          },
          { label: t("uucRewards.common.member"), cell: (l) => who(l) },
          {
            label: t("uucRewards.loans.card"),
            cell: (l) => t(`uucRewards.cards.${l.card}`),
          },
          {
            label: t("uucRewards.common.status"),
            cell: (l) => (
              <>
                <Badge size="2xsmall" color={COLOR[l.status]}>
                  {t(`uucRewards.loanStatus.${l.status}`)}
                </Badge>
              </>
            ),
          },
          {
            label: t("uucRewards.loans.owed"),
            right: true,
            cell: (l) => money(l.owed),
          },
          {
            label: t("uucRewards.loans.outstanding"),
            right: true,
            cell: (l) => money(l.outstanding),
          },
          {
            label: t("uucRewards.loans.reason"),
            className: "max-w-48 truncate",
            title: (l) => l.reason ?? "",
            cell: (l) => l.reason ?? "—",
          },
        ]}
        decisions={[
          {
            action: "approve",
            label: t("uucRewards.loans.approve"),
            testId: "loan-approve",
          },
          {
            action: "reject",
            label: t("uucRewards.loans.reject"),
            testId: "loan-reject",
            variant: "danger",
          },
        ]}
        rowKey={(l) => l.id}
        rowTestId="loan-row"
      />
      <ReviewDrawer
        open={review !== null}
        onClose={() => setReview(null)}
        title={
          review?.action === "reject"
            ? t("uucRewards.loans.rejectTitle")
            : t("uucRewards.loans.approveTitle")
        }
        summary={
          review &&
          t(
            review.action === "reject"
              ? "uucRewards.loans.rejectSummary"
              : "uucRewards.loans.approveSummary",
            {
              member: who(review.row),
              card: t(`uucRewards.cards.${review.row.card}`),
            }
          )
        }
        ask={review?.action === "reject" ? "reason" : "secondary_password"}
        danger={review?.action === "reject"}
        submitLabel={
          review?.action === "reject"
            ? t("uucRewards.loans.reject")
            : t("uucRewards.loans.approve")
        }
        onSubmit={async (value, secondary_password) => {
          if (!review) return
          const id = review.row.id
          await mutation.mutateAsync(
            review.action === "reject"
              ? { id, action: "reject", reason: value, secondary_password }
              : { id, action: "approve", secondary_password: value }
          )
          toast.success(
            t(
              review.action === "reject"
                ? "uucRewards.loans.rejected"
                : "uucRewards.loans.approved"
            )
          )
        }}
      />
    </Container>
  )
}

export const config = defineRouteConfig({
  label: "uucRewards.menu.applyRecord",
  translationNs: "translation",
  icon: CreditCard,
  // sidebar order by area: attention, people, money, rewards, content, shop
  rank: 32,
})

export default ApplyRecordPage
