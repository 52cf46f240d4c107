import { useTranslation } from "react-i18next"
import { auth, useMe } from "../../hooks/members"
import { useLogout } from "../../hooks/session"
import { api } from "../../lib/sdk"
import { isLive, useToken } from "../../lib/session"

/**
 * While staff are logged in as a member (`me.impersonated_by`), every screen of the
 * layout says so, with a way to end that session: it is ended on the server too
 * (its token is refused from then on), then the browser forgets it.
 */
export function ImpersonationBanner() {
  const { t } = useTranslation()
  const logout = useLogout()
  const live = isLive(useToken())
  const me = useMe(live)
  const by = live ? me.data?.member.impersonated_by : null
  if (!by) return null
  const member = me.data!.member.username
  const end = () => {
    api("/store/members/me/impersonation/end", {
      method: "POST",
      headers: auth(),
    })
      .catch(() => undefined)
      .finally(logout)
  }
  return (
    <div
      role="status"
      className="bg-amber-400 text-slate-900"
      data-testid="impersonation-banner"
    >
      <div className="mx-auto flex max-w-5xl flex-wrap items-center gap-x-3 gap-y-1 px-4 py-2 text-sm">
        <p className="min-w-0 flex-1 font-semibold">
          {t("impersonation.banner", {
            staff: by.username ?? t("impersonation.unknownStaff"),
            member,
          })}
        </p>
        <button
          type="button"
          onClick={end}
          className="rounded-md bg-slate-900 px-3 py-1.5 text-xs font-semibold text-white hover:bg-slate-700"
          data-testid="impersonation-end"
        >
          {t("impersonation.end")}
        </button>
      </div>
    </div>
  )
}
