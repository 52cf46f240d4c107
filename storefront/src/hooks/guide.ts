import { useQuery } from "@tanstack/react-query"
import { useTranslation } from "react-i18next"
import { sdk } from "../lib/sdk"
import type { GuideEntry } from "../lib/types"

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
      (await sdk()).client.fetch<{ guide: GuideEntry[] }>("/store/guide", {
        query: { locale },
      }),
  })
}
