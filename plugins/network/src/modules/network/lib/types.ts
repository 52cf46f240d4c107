export type Card = "standard" | "gold"

/** A row of network_node as the service reads it. */
export type NodeRow = {
  member_id: string
  username: string
  sponsor_id: string | null
  parent_id: string | null
  line: number | null
  depth: number
  path: string[]
  child_count: number
  size: number
  volume: string
  own_volume: string
  direct_count: number
  active_direct_count: number
  card: Card | null
  active: boolean
  star_level_auto: number
  star_level_pinned: number | null
  team_level_auto: number
  team_level_pinned: number | null
  created_at: Date
}

/** The columns `toNode` reads (all but `path`). */
export const NODE_COLUMNS = [
  "member_id",
  "username",
  "sponsor_id",
  "parent_id",
  "line",
  "depth",
  "child_count",
  "size",
  "volume",
  "own_volume",
  "direct_count",
  "active_direct_count",
  "card",
  "active",
  "star_level_auto",
  "star_level_pinned",
  "team_level_auto",
  "team_level_pinned",
  "created_at",
] as const

/** A member's place in the network as callers see it: effective levels, decimal strings. */
export type NetworkNode = {
  member_id: string
  username: string
  sponsor_id: string | null
  parent_id: string | null
  line: number | null
  depth: number
  size: number
  volume: string
  own_volume: string
  direct_count: number
  active_direct_count: number
  card: Card | null
  active: boolean
  star_level: number
  team_level: number
  star_level_pinned: boolean
  team_level_pinned: boolean
  created_at: string
}

/** The API's tree node (api.md, Shapes). */
export type TreeNode = {
  username: string
  line: number | null
  card: Card | null
  star_level: number
  team_level: number
  size: number
  /** The team volume below the member (the member's own purchases not included). */
  volume: string
  /** The member's own purchases: a line's whole volume is own_volume + volume. */
  own_volume: string
  children: TreeNode[]
}

/** A member the given member sponsored, as the team page lists them. */
export type DirectReferral = {
  member_id: string
  username: string
  card: Card | null
  active: boolean
  star_level: number
  team_level: number
  created_at: string
}

/** The team page: the member's figures, their three lines, their direct referrals. */
export type Team = {
  member: NetworkNode
  lines: TreeNode[]
  directs: DirectReferral[]
  directs_count: number
}

/** An ancestor whose effective level an activation changed, with its new levels. */
export type LevelChange = {
  member_id: string
  star_level: number
  team_level: number
}

/** A placement ancestor as the reward engine reads it (getPath). */
export type PathNode = Pick<
  NetworkNode,
  | "member_id"
  | "username"
  | "sponsor_id"
  | "card"
  | "active"
  | "volume"
  | "star_level"
  | "team_level"
  | "star_level_pinned"
  | "team_level_pinned"
  | "active_direct_count"
>
