import { useTranslation } from "react-i18next"
import { Link } from "react-router-dom"
import { useBalances, type Balances } from "../../hooks/ledger"
import { ErrorState } from "../status"
import { Amount } from "./ledger-ui"

/** Balance tiles; `assets` picks which (the dashboard shows four, the wallet five). */
export function BalanceTiles({ assets }: { assets: (keyof Balances)[] }) {
  const { t } = useTranslation()
  const balances = useBalances()
  if (balances.isError)
    return (
      <ErrorState
        message={t("wallet.balancesError")}
        onRetry={() => void balances.refetch()}
      />
    )
  return (
    <section
      aria-label={t("wallet.balances")}
      data-testid="balance-tiles"
      className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5"
    >
      {assets.map((asset) => (
        <div
          key={asset}
          className="rounded-xl bg-white p-4 ring-1 ring-slate-200"
        >
          <p className="text-xs text-slate-500">{t(`wallet.asset.${asset}`)}</p>
          {balances.data ? (
            <p
              className="mt-1 break-words text-lg font-bold"
              data-testid={`balance-${asset}`}
            >
              <Amount value={balances.data.balances[asset]} asset={asset} />
            </p>
          ) : (
            <div
              role="status"
              aria-label={t("common.loading")}
              className="mt-2 h-6 animate-pulse rounded bg-slate-200"
            />
          )}
        </div>
      ))}
    </section>
  )
}

const QUICK = [
  { to: "/recharge", label: "wallet.actions.recharge" },
  { to: "/exchange", label: "wallet.actions.cashOut" },
  { to: "/wallet#transfer", label: "wallet.actions.transfer" },
  { to: "/exchange?tab=swap", label: "wallet.actions.exchange" },
] as const

/** Recharge, cash-out, transfer, exchange: one tap each. */
export function QuickActions({
  extra = [],
}: {
  extra?: { to: string; label: string }[]
}) {
  const { t } = useTranslation()
  return (
    <nav aria-label={t("wallet.actionsTitle")}>
      <ul className="grid grid-cols-4 gap-2 sm:grid-cols-8">
        {[...QUICK, ...extra].map((a) => (
          <li key={a.to}>
            <Link
              to={a.to}
              className="flex h-full min-h-12 items-center justify-center rounded-xl bg-brand-50 px-2 py-3 text-center text-sm font-medium text-brand-700 ring-1 ring-brand-600/20 hover:bg-white focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-600"
              data-testid={`action-${a.to.replace(/[^a-z]/g, "")}`}
            >
              {t(a.label)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
