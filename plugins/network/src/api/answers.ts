/**
 * What the network routes answer, declared once: the routes build their bodies
 * against these types (`satisfies`) and the network-api entry exports them to the
 * storefront's hooks and the admin (type-only). Types only: the admin's
 * type-check reads this file, not the services.
 */
import type {
  DirectReferral,
  NetworkNode,
  TreeNode,
} from "../modules/network/lib/types"

/** GET /store/network/team/tree and GET /admin/network/tree. */
export type TreeAnswer = { tree: TreeNode }

/** GET /store/network/team: the member's figures, lines and direct referrals. */
export type StoreTeam = {
  member: Pick<
    NetworkNode,
    | "username"
    | "card"
    | "star_level"
    | "team_level"
    | "size"
    | "volume"
    | "direct_count"
    | "active_direct_count"
  >
  lines: TreeNode[]
  directs: Pick<
    DirectReferral,
    "username" | "card" | "star_level" | "team_level" | "created_at"
  >[]
  directs_count: number
  limit: number
  offset: number
}

/** GET /admin/network/search: members whose username starts with `q`. */
export type MemberSearchAnswer = {
  members: Pick<
    NetworkNode,
    "username" | "card" | "star_level" | "team_level" | "size"
  >[]
}
