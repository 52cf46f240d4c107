import { useTranslation } from "react-i18next"
import { useLeaderboard } from "../../hooks/rewards"
import { ErrorState, Skeleton } from "../status"
import { Amount } from "../ledger/ledger-ui"

/**
 * Today's daily top 10 on the dashboard: who sponsored the most gold cards so far
 * (rules.md §4), the reward each rank would earn, and the member's own place.
 */
export function LeaderboardCard() {
  const { t } = useTranslation()
  const board = useLeaderboard()
  return (
    <section
      aria-labelledby="leaderboard-title"
      className="rounded-xl bg-white p-4 ring-1 ring-slate-200"
      data-testid="leaderboard"
    >
      <h2 id="leaderboard-title" className="font-semibold">
        {t("leaderboard.title")}
      </h2>
      {board.isLoading && <Skeleton lines={3} />}
      {board.isError && (
        <ErrorState
          message={t("leaderboard.error")}
          onRetry={() => void board.refetch()}
        />
      )}
      {board.data && (
        <>
          <p className="mt-1 text-xs text-slate-500">
            {t("leaderboard.rule", {
              min: board.data.first_place_min,
              timezone: board.data.timezone,
            })}
          </p>
          {board.data.standings.length === 0 ? (
            <p className="mt-3 text-sm text-slate-600">
              {t("leaderboard.empty")}
            </p>
          ) : (
            <ol className="mt-3 divide-y divide-slate-100 text-sm">
              {board.data.standings.map((s) => (
                <li
                  key={s.rank}
                  className="flex items-center gap-3 py-2"
                  data-testid="leaderboard-row"
                >
                  <span className="w-6 text-center font-bold text-brand-700">
                    {s.rank}
                  </span>
                  <span className="flex-1 truncate">{s.username}</span>
                  <span className="text-slate-600">
                    {t("leaderboard.count", { count: s.count })}
                  </span>
                  <span className="font-medium">
                    <Amount value={s.uuc} asset="UUC" />
                  </span>
                </li>
              ))}
            </ol>
          )}
          <p className="mt-3 text-sm" data-testid="leaderboard-me">
            {board.data.me.rank
              ? t("leaderboard.mine", {
                  rank: board.data.me.rank,
                  count: board.data.me.count,
                })
              : t("leaderboard.notRanked", { count: board.data.me.count })}
          </p>
        </>
      )}
    </section>
  )
}
