import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import type { PlanDoc } from "../lib/plan-form"
import { postJson, sdk } from "@uuc/admin-kit"

export type PlanVersion = {
  version: number
  plan: PlanDoc
  created_by: string | null
  created_at: string
}
export type VersionRow = Omit<PlanVersion, "plan">

/** Query keys of the plan; saving a version invalidates them all. */
const planKeys = {
  all: ["uuc-plan"] as const,
  current: () => [...planKeys.all, "current"] as const,
  versions: () => [...planKeys.all, "versions"] as const,
  version: (v: number) => [...planKeys.all, "version", v] as const,
}

export const usePlan = () =>
  useQuery({
    queryKey: planKeys.current(),
    queryFn: () => sdk.client.fetch<PlanVersion>("/admin/plan"),
  })

export const usePlanVersions = () =>
  useQuery({
    queryKey: planKeys.versions(),
    queryFn: () =>
      sdk.client.fetch<{ versions: VersionRow[]; count: number }>(
        "/admin/plan/versions",
        { query: { limit: 100 } }
      ),
  })

export const usePlanVersion = (version: number | null) =>
  useQuery({
    queryKey: planKeys.version(version ?? 0),
    enabled: version !== null,
    queryFn: () =>
      sdk.client.fetch<PlanVersion>(`/admin/plan/versions/${version}`),
  })

export function useUpdatePlan() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (patch: PlanDoc) => postJson<PlanVersion>("/admin/plan", patch),
    onSuccess: () => client.invalidateQueries({ queryKey: planKeys.all }),
  })
}
