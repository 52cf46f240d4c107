import { useTranslation } from "react-i18next"

export function Footer() {
  const { t } = useTranslation()
  return (
    <footer className="mt-12 border-t border-slate-200 bg-white pb-20 md:pb-0">
      <div className="mx-auto max-w-5xl px-4 py-6 text-sm text-slate-600">
        <p>{t("footer.rights", { year: new Date().getFullYear() })}</p>
        <p className="mt-1">{t("footer.note")}</p>
      </div>
    </footer>
  )
}
