import { useQuery } from "@tanstack/react-query"
import { useTranslation } from "react-i18next"
import { sdk } from "../lib/sdk"
// The content plugin's answer, type-only (the build erases it): one declaration.
import type { GuideAnswer } from "@uuc/content/content-api"

export const guideKeys = {
  all: ["guide"] as const,
  list: (locale: string) => [...guideKeys.all, locale] as const,
}

export function useGuide() {
  const { i18n } = useTranslation()
  const locale = i18n.language
  return useQuery({
    queryKey: guideKeys.list(locale),
    queryFn: async () =>
      (await sdk()).client.fetch<GuideAnswer>("/store/guide", {
        query: { locale },
      }),
  })
}
