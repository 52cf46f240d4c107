import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import type { GuideAnswer, GuideText } from "../lib/types"
import { type Locale, sdk } from "@uuc/admin-kit"

export const guideKeys = { all: ["uuc-guide"] as const }

export function useGuide() {
  return useQuery({
    queryKey: guideKeys.all,
    queryFn: () => sdk.client.fetch<GuideAnswer>("/admin/guide"),
  })
}

export function useSaveGuideEntry() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({
      id,
      translations,
    }: {
      id: string
      translations: Record<Locale, GuideText>
    }) =>
      sdk.client.fetch(`/admin/guide/${id}`, {
        method: "POST",
        body: { translations },
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: guideKeys.all }),
  })
}
