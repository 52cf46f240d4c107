import { useTranslation } from "react-i18next"
import { Link, useSearchParams } from "react-router-dom"
import { LanguageSwitcher } from "../../components/language-switcher"
import { NoticeDetail } from "./notice-detail"
import { NoticeList } from "./notice-list"

/** `/notice/detail`: the notice list, or one notice with `?id=`; without the layout. */
export default function NoticePage() {
  const { t } = useTranslation()
  const [params] = useSearchParams()
  const id = params.get("id")
  return (
    <div className="mx-auto min-h-screen max-w-2xl px-4 py-4">
      <div className="mb-4 flex items-center justify-between gap-3">
        <Link
          to={id ? "/notice/detail" : "/home"}
          className="text-sm font-medium text-brand-600 hover:underline"
        >
          <span aria-hidden="true" className="inline-block rtl:rotate-180">
            ←
          </span>{" "}
          {t(id ? "notice.backToList" : "notice.backHome")}
        </Link>
        <LanguageSwitcher />
      </div>
      <h1 className="mb-4 text-xl font-bold">
        {t(id ? "notice.title" : "notice.listTitle")}
      </h1>
      {id ? <NoticeDetail id={id} /> : <NoticeList />}
    </div>
  )
}
