import { defineRouteConfig } from "@medusajs/admin-sdk"
import { BuildingStorefront } from "@medusajs/icons"
import {
  Badge,
  Container,
  Heading,
  Input,
  Label,
  Select,
  Text,
  toast,
} from "@medusajs/ui"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import {
  useApplications,
  useReviewApplication,
  type Application,
} from "../../hooks/applications"
import { FormDrawer, ListBody, RecordTable, RowActions } from "@uuc/admin-kit"

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
  const [status, setStatus] = useState("pending")
  const [member, setMember] = useState("")
  const [page, setPage] = useState(0)
  const [review, setReview] = useState<{
    application: Application
    action: "approve" | "reject"
  } | null>(null)
  const query = useApplications({
    status: status === "all" ? undefined : status,
    member: member.trim() || undefined,
    limit: PAGE,
    offset: page * PAGE,
  })
  const mutation = useReviewApplication()
  const rows = query.data?.applications ?? []
  const reject = review?.action === "reject"
  const time = (v: string) => new Date(v).toLocaleString(i18n.language)

  return (
    <Container className="divide-y p-0">
      <div className="px-6 py-4">
        <Heading level="h1">{t("uucMerchants.applications.title")}</Heading>
        <Text size="small" className="text-ui-fg-subtle">
          {t("uucMerchants.applications.hint")}
        </Text>
      </div>
      <div className="grid grid-cols-2 gap-2 px-6 py-4 md:grid-cols-4">
        <div className="flex flex-col gap-1">
          <Label size="small">{t("uucMerchants.common.status")}</Label>
          <Select
            size="small"
            value={status}
            onValueChange={(v) => {
              setStatus(v)
              setPage(0)
            }}
          >
            <Select.Trigger data-testid="application-status-filter">
              <Select.Value />
            </Select.Trigger>
            <Select.Content>
              <Select.Item value="all">
                {t("uucMerchants.common.all")}
              </Select.Item>
              {STATUSES.map((s) => (
                <Select.Item key={s} value={s}>
                  {t(`uucMerchants.status.${s}`)}
                </Select.Item>
              ))}
            </Select.Content>
          </Select>
        </div>
        <div className="flex flex-col gap-1">
          <Label size="small" htmlFor="application-member">
            {t("uucMerchants.common.member")}
          </Label>
          <Input
            id="application-member"
            size="small"
            type="search"
            placeholder={t("uucMerchants.common.memberFilter")}
            value={member}
            onChange={(e) => {
              setMember(e.target.value)
              setPage(0)
            }}
          />
        </div>
      </div>
      <ListBody
        ns="uucMerchants"
        query={query}
        empty={rows.length ? null : t("uucMerchants.applications.empty")}
        paging={{ page, pageSize: PAGE, count: query.data?.count ?? 0 }}
        onPage={setPage}
      >
        <RecordTable
          columns={[
            {
              label: t("uucMerchants.common.time"),
              cell: (a) => time(a.created_at),
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
            {
              cell: (a) =>
                a.status === "pending" && (
                  <RowActions
                    actions={[
                      {
                        label: t("uucMerchants.review.pass"),
                        onClick: () =>
                          setReview({ application: a, action: "approve" }),
                        testId: "application-approve",
                      },
                      {
                        label: t("uucMerchants.review.reject"),
                        onClick: () =>
                          setReview({ application: a, action: "reject" }),
                        testId: "application-reject",
                        variant: "danger",
                      },
                    ]}
                  />
                ),
            },
          ]}
          rows={rows}
          rowKey={(a) => a.id}
          rowTestId="application-row"
        />
      </ListBody>
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
          { member: review?.application.member.username ?? "" }
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
            id: review.application.id,
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
        <Text className="whitespace-pre-wrap">
          {review?.application.description}
        </Text>
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
