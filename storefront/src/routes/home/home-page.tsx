import { useTranslation } from "react-i18next"
import { Link } from "react-router-dom"
import { ErrorState, Skeleton } from "../../components/status"
import { usePlanCards, type PlanCard as Offer } from "../../hooks/plan-offer"
import { formatInteger, formatPercent, formatUsd } from "../../lib/format"
import { isLive, useToken } from "../../lib/session"

function CardOffer({ card }: { card: Offer }) {
  const { t, i18n } = useTranslation()
  const kind = card.card
  const gold = kind === "gold"
  return (
    <article
      data-testid={`card-${kind}`}
      className={`rounded-2xl p-5 shadow-sm ring-1 ${gold ? "bg-gradient-to-br from-amber-50 to-amber-100 ring-amber-300" : "bg-white ring-slate-200"}`}
    >
      <h3
        className={`text-lg font-bold ${gold ? "text-amber-800" : "text-brand-700"}`}
      >
        {t(gold ? "home.cardGold" : "home.cardStandard")}
      </h3>
      <p className="mt-2 text-3xl font-extrabold">
        <span className="sr-only">{t("home.price")}: </span>
        {formatUsd(card.price, i18n.language)}
      </p>
      <ul className="mt-4 space-y-2 text-sm text-slate-700">
        <li>
          {t("home.memberPrice", {
            percent: formatPercent(card.price_ratio, i18n.language),
          })}
        </li>
        <li>
          {t("home.points", {
            points: formatInteger(card.points, i18n.language),
          })}
        </li>
        <li>{t(gold ? "home.goldLayers" : "home.upgrade")}</li>
      </ul>
    </article>
  )
}

/** `/home`: what the platform is, the two cards, and where to start. */
export default function HomePage() {
  const { t } = useTranslation()
  const steps = [1, 2, 3] as const
  const member = isLive(useToken())
  const offer = usePlanCards()
  return (
    <div className="space-y-10">
      <section
        data-testid="home-hero"
        className="rounded-2xl bg-gradient-to-br from-brand-700 to-brand-600 px-5 py-8 text-white [&_a:focus-visible]:outline-white"
      >
        <h2 className="text-2xl font-bold leading-tight md:text-3xl">
          {t("home.heroTitle")}
        </h2>
        <p className="mt-3 text-blue-100">{t("home.heroBody")}</p>
        {member ? (
          <div className="mt-6 flex flex-wrap gap-3">
            <Link
              to="/"
              data-testid="home-cta-dashboard"
              className="rounded-lg bg-amber-400 px-4 py-2.5 font-semibold text-slate-900 hover:bg-amber-300"
            >
              {t("home.ctaDashboard")}
            </Link>
          </div>
        ) : (
          <div className="mt-6 flex flex-wrap gap-3">
            <Link
              to="/register"
              data-testid="home-cta-register"
              className="rounded-lg bg-amber-400 px-4 py-2.5 font-semibold text-slate-900 hover:bg-amber-300"
            >
              {t("home.ctaRegister")}
            </Link>
            <Link
              to="/login"
              data-testid="home-cta-login"
              className="rounded-lg px-4 py-2.5 font-semibold text-white ring-1 ring-white/60 hover:bg-white/10"
            >
              {t("nav.login")}
            </Link>
            <p
              className="basis-full text-sm text-blue-100"
              data-testid="home-referral-help"
            >
              {t("home.referralHelp")}
            </p>
          </div>
        )}
        <p className="mt-4 flex flex-wrap gap-x-4 gap-y-2 text-sm">
          <Link
            to="/shop"
            className="text-white underline underline-offset-4"
            data-testid="home-shop-link"
          >
            {t("home.ctaShop")}
          </Link>
          <Link to="/guide" className="text-white underline underline-offset-4">
            {t("home.ctaGuide")}
          </Link>
          <Link
            to="/notice/detail"
            className="text-white underline underline-offset-4"
          >
            {t("nav.notices")}
          </Link>
        </p>
      </section>

      <section aria-labelledby="cards-title">
        <h2 id="cards-title" className="mb-4 text-xl font-bold">
          {t("home.cardsTitle")}
        </h2>
        {offer.isPending ? (
          <Skeleton lines={2} />
        ) : offer.isError ? (
          <ErrorState
            message={t("home.cardsError")}
            onRetry={() => void offer.refetch()}
          />
        ) : (
          <div className="grid gap-4 sm:grid-cols-2">
            {(offer.data.cards ?? []).map((card) => (
              <CardOffer key={card.card} card={card} />
            ))}
          </div>
        )}
      </section>

      <section aria-labelledby="how-title">
        <h2 id="how-title" className="mb-4 text-xl font-bold">
          {t("home.howTitle")}
        </h2>
        <ol className="grid gap-4 sm:grid-cols-3">
          {steps.map((n) => (
            <li
              key={n}
              className="rounded-xl bg-white p-4 ring-1 ring-slate-200"
            >
              <span className="flex h-8 w-8 items-center justify-center rounded-full bg-brand-50 font-bold text-brand-700">
                {n}
              </span>
              <h3 className="mt-2 font-semibold">{t(`home.how${n}Title`)}</h3>
              <p className="mt-1 text-sm text-slate-600">
                {t(`home.how${n}Body`)}
              </p>
            </li>
          ))}
        </ol>
        <p className="mt-6 text-xs text-slate-500">{t("home.disclaimer")}</p>
      </section>
    </div>
  )
}
