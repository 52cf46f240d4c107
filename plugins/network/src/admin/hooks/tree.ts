import { useQuery } from "@tanstack/react-query"
import { sdk } from "@uuc/admin-kit"
// type-only: the build erases them
import type { MemberSearchAnswer, TreeAnswer } from "../../api/answers"

const treeKeys = {
  all: ["uuc-network"] as const,
  level: (root: string) => [...treeKeys.all, "level", root] as const,
  search: (q: string) => [...treeKeys.all, "search", q] as const,
}

/** One node with its direct children: the tree is read one level at a time. */
export function useTreeLevel(root: string, enabled = true) {
  return useQuery({
    queryKey: treeKeys.level(root),
    queryFn: () =>
      sdk.client.fetch<TreeAnswer>("/admin/network/tree", {
        query: { depth: 1, ...(root ? { root } : {}) },
      }),
    enabled,
  })
}

export function useMemberSearch(q: string) {
  return useQuery({
    queryKey: treeKeys.search(q),
    queryFn: () =>
      sdk.client.fetch<MemberSearchAnswer>("/admin/network/search", {
        query: { q },
      }),
    enabled: q.trim().length > 0,
  })
}
