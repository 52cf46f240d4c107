import type { Context } from "@medusajs/framework/types"
import {
  InjectManager,
  InjectTransactionManager,
  MedusaContext,
  MedusaError,
  MedusaService,
} from "@medusajs/framework/utils"
import { AppError } from "@uuc/errors"
import Decimal from "decimal.js"
import {
  DEFAULT_TEAM_THRESHOLDS,
  STAR_MAX,
  TeamThresholds,
  teamLevelSql,
} from "./lib/levels"
import { nest, toNode, toTreeNode } from "./lib/present"
import type { Card, NetworkNode, NodeRow, TreeNode } from "./lib/types"
import { NetworkOperation } from "./models/network-operation"

/** One lock for every write to the tree: placements and path updates never interleave. */
const NETWORK_LOCK = 727_001

type Knex = {
  raw: (
    sql: string,
    bindings?: unknown[]
  ) => Promise<{ rows: Record<string, unknown>[] }>
}
type Manager = { getTransactionContext(): Knex | undefined; getKnex(): Knex }

function knexOf(ctx: Context): Knex {
  const manager = (ctx.transactionManager ?? ctx.manager) as Manager
  return manager.getTransactionContext() ?? manager.getKnex()
}

const notFound = () =>
  new AppError(MedusaError.Types.NOT_FOUND, "member_not_found")

export default class NetworkModuleService extends MedusaService({
  NetworkOperation,
}) {
  /**
   * Places a new member under their sponsor (rules.md §3): the sponsor's next free
   * line, else down the weakest line (fewest members, then lower line) until a member
   * with a free line. Sizes along the new path grow in the same transaction.
   */
  @InjectTransactionManager()
  async placeMember(
    input: { member_id: string; username: string; sponsor_id: string | null },
    @MedusaContext() ctx: Context = {}
  ): Promise<NetworkNode> {
    const knex = knexOf(ctx)
    await knex.raw("select pg_advisory_xact_lock(?)", [NETWORK_LOCK])
    const username = input.username.toLowerCase()
    const taken = await knex.raw(
      "select 1 from network_node where member_id = ? or username = ?",
      [input.member_id, username]
    )
    if (taken.rows.length)
      throw new AppError(MedusaError.Types.DUPLICATE_ERROR, "username_taken")

    if (!input.sponsor_id) {
      const { rows } = await knex.raw(
        `insert into network_node (member_id, username) select ?, ?
           where not exists (select 1 from network_node) returning *`,
        [input.member_id, username]
      )
      if (!rows.length)
        throw new AppError(MedusaError.Types.INVALID_DATA, "sponsor_required")
      return toNode(rows[0] as NodeRow)
    }

    // One statement after the lock: find the target by walking the weakest lines,
    // insert the member, then grow every ancestor's size in a single UPDATE that also
    // counts the new child (parent) and the new referral (the sponsor is always an
    // ancestor: placement stays inside the sponsor's subtree).
    let rows: Record<string, unknown>[]
    try {
      ;({ rows } = await knex.raw(
        `with recursive walk as (
           select member_id, child_count, 0 as step from network_node where member_id = ?
           union all
           select c.member_id, c.child_count, w.step + 1 from walk w
           cross join lateral (
             select n.member_id, n.child_count from network_node n
              where n.parent_id = w.member_id order by n.size, n.line limit 1
           ) c
           where w.child_count >= 3
         ),
         target as (
           select p.member_id, p.child_count, p.depth, p.path || p.member_id as new_path
             from walk join network_node p using (member_id) order by walk.step desc limit 1
         ),
         placed as (
           insert into network_node (member_id, username, sponsor_id, parent_id, line, depth, path)
           select ?, ?, ?, t.member_id, t.child_count + 1, t.depth + 1, t.new_path from target t
           returning *
         ),
         grown as (
           update network_node n set size = n.size + 1,
             child_count = n.child_count + (n.member_id = t.member_id)::int,
             direct_count = n.direct_count + (n.member_id = ?)::int
             from target t, placed
            where n.member_id = any(t.new_path)
         )
         select * from placed`,
        [
          input.sponsor_id,
          input.member_id,
          username,
          input.sponsor_id,
          input.sponsor_id,
        ]
      ))
    } catch (e) {
      if ((e as { code?: string }).code === "23505") {
        throw new AppError(MedusaError.Types.DUPLICATE_ERROR, "username_taken")
      }
      throw e
    }
    if (!rows.length)
      throw new AppError(MedusaError.Types.NOT_FOUND, "sponsor_not_found")
    return toNode(rows[0] as NodeRow)
  }

  /**
   * Adds an activation's amount to the member's own volume and to the team volume of
   * every placement ancestor, recomputing their automatic team levels. Keyed: a
   * replay of the same key changes nothing and answers `applied: false`.
   */
  @InjectTransactionManager()
  async addVolume(
    input: {
      key: string
      member_id: string
      amount: string
      thresholds?: TeamThresholds
    },
    @MedusaContext() ctx: Context = {}
  ): Promise<{ applied: boolean }> {
    const amount = new Decimal(input.amount)
    if (!amount.isFinite() || amount.lte(0)) {
      throw new AppError(
        MedusaError.Types.INVALID_DATA,
        "invalid_amount",
        "amount"
      )
    }
    const knex = knexOf(ctx)
    await knex.raw("select pg_advisory_xact_lock(?)", [NETWORK_LOCK])
    if (!(await this.claim(knex, input.key, "volume", input.member_id)))
      return { applied: false }
    const { rows } = await knex.raw(
      "update network_node set own_volume = own_volume + ?::numeric where member_id = ? returning path",
      [amount.toFixed(8), input.member_id]
    )
    if (!rows.length) throw notFound()
    const level = teamLevelSql(
      "(volume + ?::numeric)",
      [amount.toFixed(8)],
      input.thresholds ?? DEFAULT_TEAM_THRESHOLDS
    )
    await knex.raw(
      `update network_node set volume = volume + ?::numeric, team_level_auto = ${level.sql}
        where member_id = any(?)`,
      [
        amount.toFixed(8),
        ...level.bindings,
        (rows[0] as { path: string[] }).path,
      ]
    )
    return { applied: true }
  }

  /**
   * Marks a member active with a card (a gold card is never downgraded); the first
   * activation counts for the sponsor's active referrals and automatic star level.
   */
  @InjectTransactionManager()
  async setActive(
    input: { key: string; member_id: string; card: Card },
    @MedusaContext() ctx: Context = {}
  ): Promise<{ applied: boolean }> {
    const knex = knexOf(ctx)
    await knex.raw("select pg_advisory_xact_lock(?)", [NETWORK_LOCK])
    if (!(await this.claim(knex, input.key, "activate", input.member_id))) {
      return { applied: false }
    }
    const { rows } = await knex.raw(
      "select active, sponsor_id from network_node where member_id = ? for update",
      [input.member_id]
    )
    if (!rows.length) throw notFound()
    const before = rows[0] as { active: boolean; sponsor_id: string | null }
    await knex.raw(
      `update network_node set active = true,
         card = case when card = 'gold' then 'gold' else ? end where member_id = ?`,
      [input.card, input.member_id]
    )
    if (!before.active && before.sponsor_id) {
      await knex.raw(
        `update network_node set active_direct_count = active_direct_count + 1,
           star_level_auto = least(active_direct_count + 1, ?) where member_id = ?`,
        [STAR_MAX, before.sponsor_id]
      )
    }
    return { applied: true }
  }

  /** Pins star and/or team levels; `null` un-pins (the automatic value applies again). */
  @InjectTransactionManager()
  async setLevels(
    member_id: string,
    levels: { star_level?: number | null; team_level?: number | null },
    @MedusaContext() ctx: Context = {}
  ): Promise<NetworkNode> {
    const knex = knexOf(ctx)
    const sets: string[] = []
    const bindings: unknown[] = []
    if (levels.star_level !== undefined) {
      sets.push("star_level_pinned = ?")
      bindings.push(levels.star_level)
    }
    if (levels.team_level !== undefined) {
      sets.push("team_level_pinned = ?")
      bindings.push(levels.team_level)
    }
    if (!sets.length) return this.getNode(member_id, ctx)
    const { rows } = await knex.raw(
      `update network_node set ${sets.join(", ")} where member_id = ? returning *`,
      [...bindings, member_id]
    )
    if (!rows.length) throw notFound()
    return toNode(rows[0] as NodeRow)
  }

  @InjectManager()
  async getNode(
    member_id: string,
    @MedusaContext() ctx: Context = {}
  ): Promise<NetworkNode> {
    const { rows } = await knexOf(ctx).raw(
      "select * from network_node where member_id = ?",
      [member_id]
    )
    if (!rows.length) throw notFound()
    return toNode(rows[0] as NodeRow)
  }

  @InjectManager()
  async findByUsername(username: string, @MedusaContext() ctx: Context = {}) {
    const { rows } = await knexOf(ctx).raw(
      "select * from network_node where username = ?",
      [username.toLowerCase()]
    )
    return rows.length ? toNode(rows[0] as NodeRow) : null
  }

  @InjectManager()
  async getRoot(@MedusaContext() ctx: Context = {}) {
    const { rows } = await knexOf(ctx).raw(
      "select * from network_node where parent_id is null"
    )
    return rows.length ? toNode(rows[0] as NodeRow) : null
  }

  /** The placement ancestors, nearest first (what the reward engine walks). */
  @InjectManager()
  async getPath(
    member_id: string,
    @MedusaContext() ctx: Context = {}
  ): Promise<NetworkNode[]> {
    const { rows } = await knexOf(ctx).raw(
      `select a.* from network_node n join network_node a on a.member_id = any(n.path)
        where n.member_id = ? order by a.depth desc`,
      [member_id]
    )
    return (rows as NodeRow[]).map(toNode)
  }

  /** The placement subtree from `member_id`, `depth` levels down, nested. */
  @InjectManager()
  async getTree(
    member_id: string,
    depth: number,
    @MedusaContext() ctx: Context = {}
  ): Promise<TreeNode> {
    const { rows } = await knexOf(ctx).raw(
      `with recursive sub as (
         select n.*, 0 as lvl from network_node n where n.member_id = ?
         union all
         select c.*, s.lvl + 1 from sub s join network_node c on c.parent_id = s.member_id
          where s.lvl < ?
       ) select * from sub`,
      [member_id, depth]
    )
    const tree = nest(rows as NodeRow[], member_id)
    if (!tree) throw notFound()
    return tree
  }

  /** Members the given member sponsored, oldest first. */
  @InjectManager()
  async listDirects(
    member_id: string,
    page: { limit: number; offset: number },
    @MedusaContext() ctx: Context = {}
  ): Promise<{ directs: NetworkNode[]; count: number }> {
    const knex = knexOf(ctx)
    const [{ rows }, { rows: count }] = await Promise.all([
      knex.raw(
        `select * from network_node where sponsor_id = ? order by created_at, member_id
          limit ? offset ?`,
        [member_id, page.limit, page.offset]
      ),
      knex.raw(
        "select count(*)::int as n from network_node where sponsor_id = ?",
        [member_id]
      ),
    ])
    return {
      directs: (rows as NodeRow[]).map(toNode),
      count: (count[0] as { n: number }).n,
    }
  }

  /** A member's summary for the team page: figures, and the three lines under them. */
  @InjectManager()
  async getTeamSummary(member_id: string, @MedusaContext() ctx: Context = {}) {
    const knex = knexOf(ctx)
    const [{ rows: me }, { rows: lines }] = await Promise.all([
      knex.raw("select * from network_node where member_id = ?", [member_id]),
      knex.raw("select * from network_node where parent_id = ? order by line", [
        member_id,
      ]),
    ])
    if (!me.length) throw notFound()
    return {
      member: toNode(me[0] as NodeRow),
      lines: (lines as NodeRow[]).map((r) => toTreeNode(r)),
    }
  }

  /** Whether `member_id` sits somewhere below `ancestor_id` in the placement tree. */
  @InjectManager()
  async isInSubtree(
    member_id: string,
    ancestor_id: string,
    @MedusaContext() ctx: Context = {}
  ) {
    const { rows } = await knexOf(ctx).raw(
      "select 1 from network_node where member_id = ? and ? = any(path)",
      [member_id, ancestor_id]
    )
    return rows.length > 0
  }

  @InjectManager()
  async searchByUsername(
    prefix: string,
    limit = 20,
    @MedusaContext() ctx: Context = {}
  ) {
    const escaped = prefix.toLowerCase().replace(/[\\%_]/g, "\\$&")
    const { rows } = await knexOf(ctx).raw(
      "select * from network_node where username like ? order by username limit ?",
      [`${escaped}%`, limit]
    )
    return (rows as NodeRow[]).map(toNode)
  }

  /** Records an operation key; false when it was applied before. */
  private async claim(
    knex: Knex,
    key: string,
    kind: string,
    member_id: string
  ) {
    const { rows } = await knex.raw(
      `insert into network_operation (id, key, kind, member_id)
       values ('nwop_' || md5(random()::text || clock_timestamp()::text), ?, ?, ?)
       on conflict (key) where deleted_at is null do nothing returning id`,
      [key, kind, member_id]
    )
    return rows.length > 0
  }
}
