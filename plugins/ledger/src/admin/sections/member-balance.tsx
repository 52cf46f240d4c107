import {
  Field,
  FilterSelect,
  formatMoney,
  formatTime,
  registerMemberSection,
  SectionHeader,
  TableHead,
  type MemberSectionProps,
} from "@uuc/admin-kit"
import {
  Button,
  Container,
  Heading,
  Input,
  Table,
  Text,
  Textarea,
  toast,
} from "@medusajs/ui"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { ReviewDrawer } from "../components/review-drawer"
import {
  useAdjustBalance,
  useAdjustments,
  useMemberBalances,
} from "../hooks/members"
import type { Asset } from "../lib/types"

const ASSETS: Asset[] = ["USDT", "USDT_HELD", "UUC", "UUC_POOL", "POINTS"]
const ADJUSTABLE = ["USDT", "UUC", "POINTS"] as const
const AMOUNT = /^\d{1,20}(\.\d{1,8})?$/

/**
 * On the member's page (`/app/member/:id`, the members plugin's slot): balances,
 * the latest staff adjustments, and the balance adjustment (increase or reduce
 * USDT, UUC or points, with a reason and the staff secondary password; a
 * reduction never goes below zero). Nothing for staff who may not read balances.
 */
export const MemberBalanceSection = ({
  memberId,
  username,
}: MemberSectionProps) => {
  const { t, i18n } = useTranslation()
  const { data, isLoading, isError } = useMemberBalances(memberId)
  const adjustments = useAdjustments(memberId)
  const adjust = useAdjustBalance()
  const [asset, setAsset] = useState<(typeof ADJUSTABLE)[number]>("USDT")
  const [direction, setDirection] = useState<"increase" | "reduce">("increase")
  const [amount, setAmount] = useState("")
  const [reason, setReason] = useState("")
  const [confirming, setConfirming] = useState(false)
  const fmt = (v: string) => formatMoney(v, i18n.language)

  if (isLoading || isError || !data) return null
  const member = { id: memberId, username, balances: data.balances }
  const valid =
    AMOUNT.test(amount.trim()) && Number(amount) > 0 && reason.trim().length > 0

  return (
    <Container className="divide-y p-0" data-testid="member-balance-widget">
      <SectionHeader
        title={t("uucLedger.adjust.title")}
        hint={member.username}
      />
      <div className="grid grid-cols-2 gap-2 px-6 py-4 md:grid-cols-5">
        {ASSETS.map((a) => (
          <div key={a} className="flex flex-col">
            <Text size="small" className="text-ui-fg-subtle">
              {t(`uucLedger.assets.${a}`)}
            </Text>
            <Text weight="plus" data-testid={`member-balance-${a}`}>
              {fmt(member.balances[a])}
            </Text>
          </div>
        ))}
      </div>
      <div className="flex flex-col gap-2 px-6 py-4">
        <div className="grid grid-cols-1 gap-2 md:grid-cols-3">
          <Field label={t("uucLedger.common.asset")}>
            <FilterSelect
              className=""
              value={asset}
              onChange={(v) => setAsset(v as typeof asset)}
              testId="adjust-asset"
              label={t("uucLedger.common.asset")}
              options={ADJUSTABLE.map((a) => ({
                value: a,
                label: t(`uucLedger.assets.${a}`),
              }))}
            />
          </Field>
          <Field label={t("uucLedger.adjust.direction")}>
            <FilterSelect
              className=""
              value={direction}
              onChange={(v) => setDirection(v as typeof direction)}
              testId="adjust-direction"
              label={t("uucLedger.adjust.direction")}
              options={(["increase", "reduce"] as const).map((d) => ({
                value: d,
                label: t(`uucLedger.adjust.${d}`),
              }))}
            />
          </Field>
          <Field id="adjust-amount" label={t("uucLedger.common.amount")}>
            <Input
              id="adjust-amount"
              size="small"
              inputMode="decimal"
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
              data-testid="adjust-amount"
            />
          </Field>
        </div>
        <Field id="adjust-reason" label={t("uucLedger.common.reason")}>
          <Textarea
            id="adjust-reason"
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            data-testid="adjust-reason"
          />
        </Field>
        <div>
          <Button
            size="small"
            disabled={!valid}
            onClick={() => setConfirming(true)}
            data-testid="adjust-open"
          >
            {t("uucLedger.adjust.submit")}
          </Button>
        </div>
      </div>
      {!!adjustments.data?.adjustments.length && (
        <div className="px-6 py-4">
          <Heading level="h3">{t("uucLedger.adjust.history")}</Heading>
          <Table>
            <TableHead
              columns={[
                { label: t("uucLedger.common.time") },
                { label: t("uucLedger.common.asset") },
                { label: t("uucLedger.common.amount"), right: true },
                { label: t("uucLedger.adjust.before"), right: true },
                { label: t("uucLedger.adjust.after"), right: true },
                { label: t("uucLedger.common.reason") },
              ]}
            />
            <Table.Body>
              {adjustments.data.adjustments.map((a) => (
                <Table.Row key={a.id}>
                  <Table.Cell>
                    {formatTime(a.created_at, i18n.language)}
                  </Table.Cell>
                  <Table.Cell>{t(`uucLedger.assets.${a.asset}`)}</Table.Cell>
                  <Table.Cell className="text-right">
                    {a.direction === "reduce" ? "-" : "+"}
                    {fmt(a.amount)}
                  </Table.Cell>
                  <Table.Cell className="text-right">
                    {fmt(a.balance_before)}
                  </Table.Cell>
                  <Table.Cell className="text-right">
                    {fmt(a.balance_after)}
                  </Table.Cell>
                  <Table.Cell>{a.reason}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table>
        </div>
      )}
      <ReviewDrawer
        open={confirming}
        onOpenChange={setConfirming}
        title={t("uucLedger.adjust.confirmTitle")}
        summary={t(
          direction === "increase"
            ? "uucLedger.adjust.summaryIncrease"
            : "uucLedger.adjust.summaryReduce",
          {
            amount: fmt(amount.trim() || "0"),
            asset: t(`uucLedger.assets.${asset}`),
            member: member.username,
            reason: reason.trim(),
          }
        )}
        submitLabel={t("uucLedger.adjust.submit")}
        danger={direction === "reduce"}
        onSubmit={async (values) => {
          const out = await adjust.mutateAsync({
            member_id: member.id,
            asset,
            direction,
            amount: amount.trim(),
            reason: reason.trim(),
            secondary_password: values.secondary_password,
            key: values.key,
          })
          toast.success(
            t(
              "adjustment_request" in out
                ? "uucLedger.adjust.pendingReview"
                : "uucLedger.adjust.done"
            )
          )
          setAmount("")
          setReason("")
        }}
      />
    </Container>
  )
}

// The ledger's admin bundle registers it when the dashboard loads it (sections/index.ts).
export const memberBalanceSection = {
  id: "ledger.balance",
  rank: 10,
  Component: MemberBalanceSection,
}

export const registerLedgerSections = () =>
  registerMemberSection(memberBalanceSection)
