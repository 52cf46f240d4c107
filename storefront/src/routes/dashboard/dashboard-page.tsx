import { QRCodeSVG } from "qrcode.react"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { Link } from "react-router-dom"
import {
  BalanceTiles,
  QuickActions,
} from "../../components/ledger/balance-tiles"
import { ErrorState, Skeleton } from "../../components/status"
import { type Me, useMe } from "../../hooks/members"
import { meItemsFor } from "../../components/layout/nav-items"
import { useIsMerchant } from "../../hooks/merchants"
import { useNotices } from "../../hooks/notices"
import { LeaderboardCard } from "../../components/rewards/leaderboard"
import { useLogout } from "../../hooks/session"
import { Amount } from "../../components/ledger/ledger-ui"
import { toUnits } from "../../lib/money"
import { Icon, PATHS } from "../../components/icon"

/** What the member owes on a loan (or that the application is under review). */
function LoanSummary({ loan }: { loan: NonNullable<Me["loan"]> }) {
  const { t } = useTranslation()
  return (
    <section
      className="rounded-xl bg-amber-50 p-4 ring-1 ring-amber-200"
      aria-labelledby="dashboard-loan"
      data-testid="dashboard-loan"
    >
      <div className="flex items-center justify-between gap-3">
        <h3 id="dashboard-loan" className="font-semibold text-amber-950">
          {t("loan.title")}
        </h3>
        <Link to="/star" className="text-sm text-brand-700 underline">
          {t("loan.details")}
        </Link>
      </div>
      {(loan.status === "passed" || loan.status === "transferring") &&
      loan.outstanding ? (
        <p className="mt-1 text-sm text-amber-950">
          {t("loan.dashboardOwes")}{" "}
          <Amount value={loan.outstanding} asset="USDT" className="font-bold" />{" "}
          · {t("loan.repaid")}: <Amount value={loan.repaid} asset="USDT" />
        </p>
      ) : (
        <p className="mt-1 text-sm text-amber-950">
          {t(`loan.status.${loan.status}`)}
        </p>
      )}
    </section>
  )
}

/** True when a decimal string is above zero (compared as integer units, never floats). */
const owing = (value: string | undefined): value is string =>
  value !== undefined && (toUnits(value) ?? 0n) > 0n

/** What refunds of card activations left the member owing (USD), and how it is paid off. */
function RefundDebtSummary({ debt }: { debt: string }) {
  const { t } = useTranslation()
  return (
    <section
      className="rounded-xl bg-amber-50 p-4 ring-1 ring-amber-200"
      aria-labelledby="dashboard-refund-debt"
      data-testid="dashboard-refund-debt"
    >
      <h3 id="dashboard-refund-debt" className="font-semibold text-amber-950">
        {t("refundDebt.title")}
      </h3>
      <p className="mt-1 text-sm text-amber-950">
        {t("refundDebt.owes")}{" "}
        <Amount value={debt} asset="USD" className="font-bold" />
      </p>
      <p className="mt-1 text-sm text-amber-900">{t("refundDebt.explain")}</p>
    </section>
  )
}

/** `/`: the member at a glance: card, levels, status, team figures, referral link, notices. */
export default function DashboardPage() {
  const { t } = useTranslation()
  const logout = useLogout()
  const me = useMe()
  const notices = useNotices()
  const merchant = useIsMerchant()
  const [copied, setCopied] = useState(false)

  if (me.isLoading) return <Skeleton lines={4} />
  if (me.isError) {
    // The session ended (api() cleared it): RequireMember is taking us to /login.
    if ((me.error as { status?: number }).status === 401)
      return <Skeleton lines={4} />
    return (
      <ErrorState
        message={t("dashboard.loadError")}
        onRetry={() => void me.refetch()}
      />
    )
  }
  const m = me.data!.member
  const link = `${window.location.origin}/register?sponsor=${encodeURIComponent(m.username)}`
  const gold = m.card === "gold"
  const tiles = [
    { label: t("dashboard.star"), value: `${m.star_level}★` },
    { label: t("dashboard.team"), value: `V${m.team_level}` },
    { label: t("dashboard.directs"), value: m.direct_count },
    { label: t("dashboard.teamSize"), value: m.team_size },
  ]

  return (
    <div className="space-y-6" data-testid="dashboard">
      <section
        className={`rounded-2xl p-5 ${gold ? "bg-gradient-to-br from-amber-300 to-amber-500 text-slate-900" : "bg-gradient-to-br from-brand-700 to-brand-600 text-white"}`}
      >
        {/* a member without a card yet is new here: welcomed, not welcomed back */}
        <p className="text-sm opacity-80" data-testid="dashboard-greeting">
          {t(m.active ? "dashboard.hello" : "dashboard.helloNew")}
        </p>
        <h2 className="text-2xl font-bold" data-testid="dashboard-username">
          {m.nickname ?? m.username}
        </h2>
        <p className="mt-2 text-sm">
          {t(`dashboard.card.${m.card ?? "none"}`)} ·{" "}
          {t(
            m.status === "frozen"
              ? "dashboard.frozen"
              : m.active
                ? "dashboard.active"
                : "dashboard.inactive"
          )}
        </p>
        <Link
          to="/star"
          data-testid="dashboard-star-link"
          className={`mt-3 inline-block rounded-lg px-3 py-2 text-sm font-semibold focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 ${gold ? "bg-slate-900 text-white" : "bg-white text-brand-700"}`}
        >
          {t(
            gold
              ? "star.dashboardLink.gold"
              : m.card
                ? "star.dashboardLink.standard"
                : "star.dashboardLink.none"
          )}
        </Link>
      </section>

      {m.loan && <LoanSummary loan={m.loan} />}
      {owing(m.refund_debt) && <RefundDebtSummary debt={m.refund_debt} />}

      <BalanceTiles assets={["USDT", "UUC", "UUC_POOL", "POINTS"]} />
      <QuickActions extra={[{ to: "/shop", label: "nav.shop" }]} />
      <LeaderboardCard />

      <section className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {tiles.map((tile) => (
          <div
            key={tile.label}
            className="rounded-xl bg-white p-4 ring-1 ring-slate-200"
          >
            <p className="text-xs text-slate-500">{tile.label}</p>
            <p className="mt-1 text-2xl font-bold">{tile.value}</p>
          </div>
        ))}
      </section>

      <section className="rounded-xl bg-white p-4 ring-1 ring-slate-200">
        <h3 className="font-semibold">{t("dashboard.referralTitle")}</h3>
        <p className="mt-1 text-sm text-slate-600">
          {t("dashboard.referralHint")}
        </p>
        <div className="mt-3 flex flex-col items-center gap-3 sm:flex-row">
          <QRCodeSVG value={link} size={132} aria-label={t("dashboard.qr")} />
          <div className="w-full min-w-0 flex-1">
            <p
              className="break-all rounded-lg bg-slate-100 p-2 font-mono text-sm"
              data-testid="referral-link"
            >
              {link}
            </p>
            <button
              type="button"
              onClick={() =>
                void navigator.clipboard
                  ?.writeText(link)
                  .then(() => setCopied(true))
              }
              className="mt-2 rounded-lg bg-brand-700 px-3 py-2 text-sm font-semibold text-white"
            >
              {copied ? t("dashboard.copied") : t("dashboard.copy")}
            </button>
            <span aria-live="polite" className="sr-only">
              {copied ? t("dashboard.copied") : ""}
            </span>
          </div>
        </div>
      </section>

      <section>
        <div className="flex items-center justify-between">
          <h3 className="font-semibold">{t("dashboard.latestNotices")}</h3>
          <Link
            to="/notice/detail"
            className="text-sm text-brand-600 hover:underline"
          >
            {t("notice.backToList")}
          </Link>
        </div>
        <ul className="mt-2 space-y-2">
          {(notices.data?.pages[0]?.notices ?? []).slice(0, 3).map((n) => (
            <li key={n.id}>
              <Link
                to={`/notice/detail?id=${encodeURIComponent(n.id)}`}
                className="block rounded-lg bg-white p-3 text-sm ring-1 ring-slate-200"
              >
                {n.title}
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <nav aria-label={t("dashboard.title")}>
        <ul className="divide-y divide-slate-100 rounded-xl bg-white ring-1 ring-slate-200">
          {meItemsFor(merchant).map((item) => (
            <li key={item.to}>
              <Link
                to={item.to}
                className="flex items-center justify-between px-4 py-3 font-medium hover:bg-slate-50"
                data-testid={`me-link-${item.to.slice(1).replace("/", "-")}`}
              >
                {t(item.label)}
                <Icon
                  d={PATHS.chevronForward}
                  className="h-5 w-5 fill-current text-slate-400 rtl:rotate-180"
                />
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <button
        type="button"
        onClick={logout}
        className="text-sm font-medium text-slate-600 underline"
      >
        {t("auth.logout")}
      </button>
    </div>
  )
}
