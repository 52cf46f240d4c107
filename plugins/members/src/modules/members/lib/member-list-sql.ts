/**
 * The staff member list: members joined with their place in the network (card and
 * effective levels), filtered and paged in the database so that it stays one indexed
 * query per page at any network size. The network module publishes that read as the
 * view `network_member_levels` (its migration); this join is the one place the
 * members module names its columns.
 */
export type MemberListFilters = {
  q?: string
  status?: "normal" | "frozen"
  card?: "standard" | "gold" | "none"
  star_level?: number
  team_level?: number
}

export function memberListSql(f: MemberListFilters) {
  const where = ["m.deleted_at is null"]
  const bindings: unknown[] = []
  if (f.q) {
    const like = `%${f.q.toLowerCase().replace(/[\\%_]/g, "\\$&")}%`
    where.push("(m.username like ? or m.phone ilike ?)")
    bindings.push(like, like)
  }
  if (f.status) {
    where.push("m.status = ?")
    bindings.push(f.status)
  }
  if (f.card === "none") where.push("n.card is null")
  else if (f.card) {
    where.push("n.card = ?")
    bindings.push(f.card)
  }
  if (f.star_level !== undefined) {
    where.push("n.star_level = ?")
    bindings.push(f.star_level)
  }
  if (f.team_level !== undefined) {
    where.push("n.team_level = ?")
    bindings.push(f.team_level)
  }
  const from = `from member m left join network_member_levels n on n.member_id = m.id
    where ${where.join(" and ")}`
  return {
    count: { sql: `select count(*)::int as count ${from}`, bindings },
    page: {
      sql: `select m.id, m.username, m.nickname, m.phone, m.status,
          (select s.username from member s where s.id = m.sponsor_id) as sponsor,
          m.created_at, n.card, coalesce(n.active, false) as active,
          coalesce(n.star_level, 0) as star_level,
          coalesce(n.team_level, 0) as team_level,
          n.star_level_pinned is not null as star_level_pinned,
          n.team_level_pinned is not null as team_level_pinned,
          coalesce(n.team_size, 0) as team_size,
          coalesce(n.direct_count, 0) as direct_count
        ${from} order by m.created_at desc, m.id desc limit ? offset ?`,
      bindings,
    },
  }
}

export type MemberListRow = {
  id: string
  username: string
  nickname: string | null
  phone: string | null
  status: "normal" | "frozen"
  sponsor: string | null
  created_at: Date
  card: "standard" | "gold" | null
  active: boolean
  star_level: number
  team_level: number
  star_level_pinned: boolean
  team_level_pinned: boolean
  team_size: number
  direct_count: number
}
