import { useTranslation } from "react-i18next"
import { Link } from "react-router-dom"

/** Any unknown path: without the layout, as the spec shows it. */
export default function NotFoundPage() {
  const { t } = useTranslation()
  return (
    <main
      data-testid="not-found"
      className="flex min-h-screen flex-col items-center justify-center px-6 text-center"
    >
      <p className="text-6xl font-extrabold text-brand-600">404</p>
      <h1 className="mt-4 text-2xl font-bold">{t("notFound.title")}</h1>
      <p className="mt-2 text-slate-600">{t("notFound.body")}</p>
      <Link
        to="/home"
        className="mt-6 rounded-lg bg-brand-700 px-4 py-2.5 font-semibold text-white"
      >
        {t("notFound.home")}
      </Link>
    </main>
  )
}
