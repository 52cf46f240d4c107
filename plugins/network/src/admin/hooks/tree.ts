import { useQuery } from "@tanstack/react-query"
import { sdk } from "@uuc/admin-kit"
import type { TreeNode } from "../lib/types"

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
      sdk.client.fetch<{ tree: TreeNode }>("/admin/network/tree", {
        query: { depth: 1, ...(root ? { root } : {}) },
      }),
    enabled,
  })
}

type Found = { username: string; size: number }

export function useMemberSearch(q: string) {
  return useQuery({
    queryKey: treeKeys.search(q),
    queryFn: () =>
      sdk.client.fetch<{ members: Found[] }>("/admin/network/search", {
        query: { q },
      }),
    enabled: q.trim().length > 0,
  })
}
