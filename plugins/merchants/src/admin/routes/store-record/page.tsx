import { defineRouteConfig } from "@medusajs/admin-sdk"
import { BuildingStorefront } from "@medusajs/icons"
import { Badge, Container, Text, toast } from "@medusajs/ui"
import { useTranslation } from "react-i18next"
import {
  useApplications,
  useReviewApplication,
  type Application,
} from "../../hooks/applications"
import {
  FormDrawer,
  formatTime,
  PageHeader,
  QueueList,
  useQueue,
} from "@uuc/admin-kit"

const PAGE = 20
const STATUSES = ["pending", "passed", "rejected"] as const
const COLOR = { pending: "orange", passed: "green", rejected: "red" } as const

/**
 * `/app/store-record`: merchant applications ("become a service provider"). Staff
 * pass one (the merchant account is created) or reject it with a reason; both
 * need the staff secondary password and are written to the member's audit trail.
 */
const StoreRecordPage = () => {
  const { t, i18n } = useTranslation()
  const queue = useQueue<Application, "approve" | "reject">("pending", PAGE)
  const { review, setReview } = queue
  const query = useApplications(queue.params)
  const mutation = useReviewApplication()
  const rows = query.data?.applications ?? []
  const reject = review?.action === "reject"

  return (
    <Container className="divide-y p-0">
      <PageHeader
        title={t("uucMerchants.applications.title")}
        hint={t("uucMerchants.applications.hint")}
      />
      <QueueList
        ns="uucMerchants"
        queue={queue}
        query={query}
        rows={rows}
        empty={t("uucMerchants.applications.empty")}
        statuses={STATUSES.map((s) => [s, t(`uucMerchants.status.${s}`)])}
        filterTestId="application-status-filter"
        memberId="application-member"
        columns={[
          {
            label: t("uucMerchants.common.time"),
            cell: (a) => formatTime(a.created_at, i18n.language),
          },
          {
            label: t("uucMerchants.common.member"),
            cell: (a) => a.member.username ?? a.member.id,
          },
          {
            label: t("uucMerchants.applications.description"),
            className: "max-w-64 truncate",
            title: (a) => a.description,
            cell: (a) => a.description,
          },
          {
            label: t("uucMerchants.common.status"),
            cell: (a) => (
              <>
                <Badge size="2xsmall" color={COLOR[a.status]}>
                  {t(`uucMerchants.status.${a.status}`)}
                </Badge>
              </>
            ),
          },
          {
            label: t("uucMerchants.applications.reason"),
            className: "max-w-48 truncate",
            title: (a) => a.reason ?? "",
            cell: (a) => a.reason ?? "—",
          },
        ]}
        decisions={[
          {
            action: "approve",
            label: t("uucMerchants.review.pass"),
            testId: "application-approve",
          },
          {
            action: "reject",
            label: t("uucMerchants.review.reject"),
            testId: "application-reject",
            variant: "danger",
          },
        ]}
        rowKey={(a) => a.id}
        rowTestId="application-row"
      />
      <FormDrawer
        ns="uucMerchants"
        open={!!review}
        onClose={() => setReview(null)}
        title={t(
          reject
            ? "uucMerchants.review.rejectTitle"
            : "uucMerchants.review.approveTitle"
        )}
        summary={t(
          reject
            ? "uucMerchants.review.rejectSummary"
            : "uucMerchants.review.approveSummary",
          { member: review?.row.member.username ?? "" }
        )}
        fields={[
          {
            name: "reason",
            label: t(
              reject ? "uucMerchants.review.reason" : "uucMerchants.review.note"
            ),
            type: "textarea",
            id: "review-reason",
            optional: !reject,
          },
          {
            name: "secondary_password",
            label: t("uucMerchants.review.secondaryPassword"),
            type: "password",
            id: "review-secret",
            testId: "review-secondary_password",
            flagged: true,
          },
        ]}
        submitLabel={t(
          reject ? "uucMerchants.review.reject" : "uucMerchants.review.pass"
        )}
        danger={reject}
        onSubmit={async ({ reason, secondary_password }) => {
          if (!review) return
          await mutation.mutateAsync({
            id: review.row.id,
            action: review.action,
            secondary_password,
            ...(reason ? { reason } : {}),
          })
          toast.success(
            t(
              review.action === "reject"
                ? "uucMerchants.review.rejected"
                : "uucMerchants.review.passed"
            )
          )
        }}
      >
        <Text className="whitespace-pre-wrap">{review?.row.description}</Text>
      </FormDrawer>
    </Container>
  )
}

export const config = defineRouteConfig({
  label: "uucMerchants.menu.storeRecord",
  translationNs: "translation",
  icon: BuildingStorefront,
  // sidebar order by area: attention, people, money, rewards, content, shop
  rank: 52,
})

export default StoreRecordPage
