import { Container, Copy, Text } from "@medusajs/ui"
import { ReactNode } from "react"
import { useTranslation } from "react-i18next"
import { Link } from "react-router-dom"
import type { AdminMemberDetail, MemberRef } from "../../../lib/types"
import {
  formatAmount,
  formatMoney,
  formatTime,
  SectionHeader,
} from "@uuc/admin-kit"

// Long values (wallet addresses) wrap anywhere, words of prose only where they may.
const Row = ({ label, children }: { label: string; children: ReactNode }) => (
  <div className="grid grid-cols-2 items-center px-6 py-3">
    <Text size="small" weight="plus" className="text-ui-fg-subtle">
      {label}
    </Text>
    <Text size="small" className="[overflow-wrap:anywhere]">
      {children}
    </Text>
  </div>
)

const MemberLink = ({ member }: { member: MemberRef }) =>
  member ? <Link to={`/member/${member.id}`}>{member.username}</Link> : <>—</>

/** The member's profile, placement, network figures, balances and refund debt. */
export const ProfileSection = ({ detail }: { detail: AdminMemberDetail }) => {
  const { t, i18n } = useTranslation()
  const { member } = detail
  const n = member.network
  const balances = Object.entries(member.balances)

  return (
    <div className="grid grid-cols-1 gap-3 lg:grid-cols-2">
      <Container className="divide-y p-0">
        <SectionHeader title={t("uucMembers.detail.profile")} />
        <Row label={t("uucMembers.detail.nickname")}>
          {member.nickname ?? "—"}
        </Row>
        <Row label={t("uucMembers.list.phone")}>{member.phone ?? "—"}</Row>
        <Row label={t("uucMembers.detail.wallet")}>
          {member.wallet_address ? (
            <span className="inline-flex items-center gap-1">
              <code className="font-mono" data-testid="member-wallet">
                {member.wallet_address}
              </code>
              <Copy content={member.wallet_address} />
            </span>
          ) : (
            "—"
          )}
        </Row>
        <Row label={t("uucMembers.list.sponsor")}>
          <MemberLink member={member.sponsor} />
        </Row>
        <Row label={t("uucMembers.list.joined")}>
          {formatTime(member.created_at, i18n.language)}
        </Row>
      </Container>
      <Container className="divide-y p-0">
        <SectionHeader title={t("uucMembers.detail.network")} />
        <Row label={t("uucMembers.list.card")}>
          {t(`uucMembers.card.${n.card ?? "none"}`)} ·{" "}
          {t(
            n.active ? "uucMembers.detail.active" : "uucMembers.detail.inactive"
          )}
        </Row>
        <Row label={t("uucMembers.detail.placement")}>
          <MemberLink member={n.placement_parent} />
          {n.line ? ` · ${t("uucMembers.detail.line", { line: n.line })}` : ""}
        </Row>
        <Row label={t("uucMembers.detail.directs")}>
          {t("uucMembers.detail.directsValue", {
            count: n.direct_count,
            active: n.active_direct_count,
          })}
        </Row>
        <Row label={t("uucMembers.list.team")}>{n.team_size}</Row>
        <Row label={t("uucMembers.detail.volume")}>
          {formatAmount(n.volume, i18n.language)} USD (
          {t("uucMembers.detail.ownVolume", {
            volume: formatAmount(n.own_volume, i18n.language),
          })}
          )
        </Row>
        {balances.map(([asset, amount]) => (
          <Row
            key={asset}
            label={t(`uucMembers.assets.${asset}`, { defaultValue: asset })}
          >
            <span data-testid={`member-detail-balance-${asset}`}>
              {formatAmount(amount, i18n.language)}
            </span>
          </Row>
        ))}
        <Row label={t("uucMembers.detail.totp")}>
          <span data-testid="member-totp">
            {t(
              member.totp_enabled
                ? "uucMembers.detail.totpOn"
                : "uucMembers.detail.totpOff"
            )}
          </span>
        </Row>
        {member.refund_debt !== undefined && (
          <Row label={t("uucMembers.detail.refundDebt")}>
            <span data-testid="member-refund-debt">
              {formatMoney(member.refund_debt, i18n.language)} USD
            </span>
            <span className="text-ui-fg-subtle block">
              {t("uucMembers.detail.refundDebtHint")}
            </span>
          </Row>
        )}
      </Container>
    </div>
  )
}
