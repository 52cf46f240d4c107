import {
  Disclosure,
  DisclosureButton,
  DisclosurePanel,
} from "@headlessui/react"
import { useTranslation } from "react-i18next"
import { EmptyState, ErrorState, Skeleton } from "../../components/status"
import { useGuide } from "../../hooks/guide"
import { Icon, PATHS } from "../../components/icon"

/** `/guide`: the ten questions as an accordion. */
export default function GuidePage() {
  const { t } = useTranslation()
  const { data, isLoading, isError, refetch } = useGuide()
  return (
    <div>
      <h2 className="text-xl font-bold">{t("guide.title")}</h2>
      <p className="mt-1 text-slate-600">{t("guide.intro")}</p>
      <div className="mt-6">
        {isLoading ? (
          <Skeleton lines={6} />
        ) : isError ? (
          <ErrorState
            message={t("guide.loadError")}
            onRetry={() => void refetch()}
          />
        ) : !data?.guide.length ? (
          <EmptyState message={t("guide.empty")} />
        ) : (
          <ul className="space-y-3">
            {data.guide.map((entry) => (
              <li
                key={entry.id}
                data-testid="guide-item"
                className="rounded-xl bg-white ring-1 ring-slate-200"
              >
                <Disclosure>
                  <DisclosureButton className="group flex w-full items-center justify-between gap-3 px-4 py-3 text-start font-medium">
                    <span>
                      <span className="me-2 text-brand-600">
                        {entry.position}.
                      </span>
                      {entry.question}
                    </span>
                    <Icon
                      d={PATHS.chevronDown}
                      className="h-5 w-5 shrink-0 fill-slate-500 transition group-data-[open]:rotate-180"
                    />
                  </DisclosureButton>
                  <DisclosurePanel className="space-y-3 px-4 pb-4 text-slate-700">
                    {entry.answer.split("\n\n").map((p, i) => (
                      <p key={i}>{p}</p>
                    ))}
                  </DisclosurePanel>
                </Disclosure>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  )
}
