import type { Context } from "@medusajs/framework/types"
import {
  InjectManager,
  InjectTransactionManager,
  MedusaContext,
  MedusaError,
  MedusaService,
} from "@medusajs/framework/utils"
import { AppError, relaxedCommit } from "@uuc/errors"
import Decimal from "decimal.js"
import { knexOf, type Knex } from "@uuc/http"
import { lockNetwork } from "./lib/lock"
import "./lib/messages"
import { thresholdBindings, TeamThresholds } from "./lib/levels"
import {
  fromPathRow,
  nest,
  toDirect,
  toNode,
  type PathRow,
} from "./lib/present"
import * as repo from "./lib/repository"
import type {
  Card,
  LevelChange,
  PathNode,
  DirectReferral,
  NetworkNode,
  Team,
  TreeNode,
} from "./lib/types"
import { NetworkOperation } from "./models/network-operation"

/** A keyed change of volume along a member's path (addVolume, removeVolume). */
type VolumeChange = {
  key: string
  member_id: string
  amount: string
  thresholds?: TeamThresholds
}

/** One activation's volume: keyed like addVolume, the buyer, the amount, its card. */
type Activation = { key: string; member_id: string; amount: string; card: Card }

/** What an activation write applies besides its volumes (see applyActivation). */
type ActivationTerms = {
  thresholds?: TeamThresholds
  star_max: number
}

const notFound = () =>
  new AppError(MedusaError.Types.NOT_FOUND, "member_not_found")

/** A unique violation on member_id or username: the member is placed already. */
const duplicate = (e: { code?: string }): never => {
  if (e.code === "23505")
    throw new AppError(MedusaError.Types.DUPLICATE_ERROR, "username_taken")
  throw e
}

/** A decimal string above zero; anything else is the caller's invalid_amount. */
/** The changed levels an activation statement answers (a row of nulls: none). */
const levelChanges = (rows: Record<string, unknown>[]): LevelChange[] =>
  (rows as (LevelChange & { member_id: string | null })[])
    .filter((r) => r.member_id !== null)
    .map((r) => ({
      member_id: r.member_id!,
      star_level: Number(r.star_level),
      team_level: Number(r.team_level),
    }))

/** 400 invalid_card unless a card the network knows. */
function checkCard(card: Card) {
  if (!CARDS.includes(card))
    throw new AppError(MedusaError.Types.INVALID_DATA, "invalid_card", "card")
}

function positiveAmount(value: string) {
  let amount: Decimal | null = null
  try {
    amount = new Decimal(value)
  } catch {
    // not a number: refused below
  }
  if (!amount || !amount.isFinite() || amount.lte(0))
    throw new AppError(
      MedusaError.Types.INVALID_DATA,
      "invalid_amount",
      "amount"
    )
  return amount
}

const CARDS: readonly string[] = ["standard", "gold"] satisfies Card[]

const isLevel = (v: unknown) =>
  v === null ||
  (Number.isInteger(v) && (v as number) >= 0 && (v as number) <= 5)

/** The plan's star level cap (`levels.star_max`, passed by the caller): 0..5. */
function starMax(v: unknown) {
  if (v === null || v === undefined || !isLevel(v))
    throw new AppError(
      MedusaError.Types.INVALID_DATA,
      "invalid_level",
      "star_max"
    )
  return v as number
}

/**
 * The bindings of an activation statement besides its volumes: the star cap
 * (checked), the team thresholds, and `sync_commit` "off" under withRelaxedCommit.
 */
const termBindings = (input: ActivationTerms) => ({
  sync_commit: relaxedCommit() ? "off" : null,
  star_max: starMax(input.star_max),
  ...thresholdBindings(input.thresholds),
})

/**
 * The placement tree (rules.md §3). The tree lives in `network_node`, plain SQL
 * (see the migrations): it is read and updated set-wise along paths, which an ORM
 * entity would only slow down. Every write takes the network lock first; the
 * methods assume PostgreSQL's default READ COMMITTED, where each statement after the
 * lock sees what the previous holder committed.
 */
export default class NetworkModuleService extends MedusaService({
  NetworkOperation,
}) {
  /**
   * Places a new member under their sponsor (rules.md §3): the sponsor's next free
   * line, else down the weakest line (fewest members, then lower line) until a member
   * with a free line. Sizes along the new path grow in the same statement. The root
   * (no sponsor) is accepted only while the network is empty.
   */
  @InjectTransactionManager()
  async placeMember(
    input: { member_id: string; username: string; sponsor_id: string | null },
    @MedusaContext() ctx: Context = {}
  ): Promise<NetworkNode> {
    const knex = knexOf(ctx)
    const username = input.username.toLowerCase()
    if (!input.sponsor_id) {
      await lockNetwork(knex)
      const rows = await repo
        .insertRoot(knex, input.member_id, username)
        .catch(duplicate)
      if (!rows.length)
        throw new AppError(MedusaError.Types.INVALID_DATA, "sponsor_required")
      return toNode(rows[0])
    }
    // network_place (see the migrations) takes the network lock itself.
    const rows = await repo
      .place(knex, input.member_id, username, input.sponsor_id)
      .catch(duplicate)
    if (!rows.length)
      throw new AppError(MedusaError.Types.NOT_FOUND, "sponsor_not_found")
    return toNode(rows[0])
  }

  /**
   * Adds an activation's amount to the member's own volume and to the team volume of
   * every placement ancestor, recomputing their automatic team levels in the same
   * statement. Keyed: a replay of the same key changes nothing (`applied: false`).
   */
  @InjectTransactionManager()
  async addVolume(
    input: VolumeChange,
    @MedusaContext() ctx: Context = {}
  ): Promise<{ applied: boolean }> {
    return this.shiftVolume(input, positiveAmount(input.amount), ctx)
  }

  /**
   * A card activation's network effect in one statement (lib/sql.ts
   * applyActivationSql): own volume, card and active flag, the path's team volumes
   * and levels, the sponsor's active referrals and star level (capped at
   * `star_max`). Keyed like addVolume. Answers the ancestors whose effective level
   * changed, so the caller can check them against what it projected.
   * Under withRelaxedCommit (@uuc/errors) the commit skips waiting for its WAL
   * flush: for a caller that redoes the keyed operation after a crash and commits
   * durably before it acknowledges anything (rewards' activations do both).
   */
  @InjectTransactionManager()
  async applyActivation(
    input: Activation & ActivationTerms,
    @MedusaContext() ctx: Context = {}
  ): Promise<{ applied: boolean; changed: LevelChange[] }> {
    checkCard(input.card)
    const amount = positiveAmount(input.amount)
    const terms = termBindings(input)
    const knex = knexOf(ctx)
    await lockNetwork(knex)
    const rows = await repo.applyActivation(knex, {
      key: input.key,
      member_id: input.member_id,
      amount: amount.toFixed(8),
      card: input.card,
      ...terms,
    })
    const first = rows[0] as { claimed: boolean; found: boolean }
    if (first.claimed && !first.found) throw notFound()
    return {
      applied: first.claimed,
      changed: levelChanges(rows),
    }
  }

  /**
   * Several activations of distinct buyers in ONE statement (rewards batches an
   * activation lock hold): the result of applyActivation on each in turn, each
   * keyed (one claimed before is skipped). `changed`: the members whose effective
   * level the batch changed, with their levels after it. `applied`: how many were.
   */
  @InjectTransactionManager()
  async applyActivations(
    input: { activations: Activation[] } & ActivationTerms,
    @MedusaContext() ctx: Context = {}
  ): Promise<{ applied: number; changed: LevelChange[] }> {
    const batch = input.activations.map((a) => {
      checkCard(a.card)
      return { ...a, amount: positiveAmount(a.amount).toFixed(8) }
    })
    if (new Set(batch.map((a) => a.member_id)).size !== batch.length)
      // a caller's mistake, not a user's: each buyer's was-active must be its own
      throw new Error("applyActivations: one activation per member")
    const knex = knexOf(ctx)
    await lockNetwork(knex)
    const rows = await repo.applyActivations(knex, {
      batch: JSON.stringify(batch),
      ...termBindings(input),
    })
    const first = rows[0] as { claimed: string; found: string }
    if (Number(first.claimed) !== Number(first.found)) throw notFound()
    return {
      applied: Number(first.claimed),
      changed: levelChanges(rows),
    }
  }

  /**
   * Takes back volume an activation added (a refund): the same path update with the
   * amount negated, keyed like addVolume. Levels are recomputed from the lower
   * volume (pinned levels stay pinned).
   */
  @InjectTransactionManager()
  async removeVolume(
    input: VolumeChange,
    @MedusaContext() ctx: Context = {}
  ): Promise<{ applied: boolean }> {
    return this.shiftVolume(input, positiveAmount(input.amount).neg(), ctx)
  }

  /**
   * Undoes a card (a refund), keyed: `card: "standard"` takes a gold upgrade back;
   * `card: null` takes the only card back, so the member is inactive again and no
   * longer counts among the sponsor's active referrals (the sponsor's automatic star
   * level follows, capped at `star_max`, the plan's `levels.star_max`).
   */
  @InjectTransactionManager()
  async revertCard(
    input: {
      key: string
      member_id: string
      card: "standard" | null
      star_max: number
    },
    @MedusaContext() ctx: Context = {}
  ): Promise<{ applied: boolean }> {
    const cap = starMax(input.star_max)
    const knex = knexOf(ctx)
    await lockNetwork(knex)
    if (!(await repo.claim(knex, input.key, "revert_card", input.member_id)))
      return { applied: false }
    const before = await repo.activeAndSponsor(knex, input.member_id)
    if (!before) throw notFound()
    await repo.setCard(knex, input.member_id, input.card)
    if (before.active && input.card === null && before.sponsor_id)
      await repo.uncountActiveDirect(knex, before.sponsor_id, cap)
    return { applied: true }
  }

  /**
   * Marks a member active with a card (a gold card is never downgraded); the first
   * activation counts for the sponsor's active referrals and automatic star level,
   * capped at `star_max` (the plan's `levels.star_max` of the version in force).
   */
  @InjectTransactionManager()
  async setActive(
    input: { key: string; member_id: string; card: Card; star_max: number },
    @MedusaContext() ctx: Context = {}
  ): Promise<{ applied: boolean }> {
    const cap = starMax(input.star_max)
    checkCard(input.card)
    const knex = knexOf(ctx)
    await lockNetwork(knex)
    if (!(await repo.claim(knex, input.key, "activate", input.member_id))) {
      return { applied: false }
    }
    const before = await repo.activeAndSponsor(knex, input.member_id)
    if (!before) throw notFound()
    await repo.activate(knex, input.member_id, input.card)
    if (!before.active && before.sponsor_id) {
      await repo.countActiveDirect(knex, before.sponsor_id, cap)
    }
    return { applied: true }
  }

  /**
   * Applies a new star level cap (a plan version changed `levels.star_max`) to every
   * automatic star level: `least(active referrals, star_max)`. Keyed (one key per
   * plan version): a replay changes nothing. Pinned levels stay pinned; un-pinning
   * returns to the automatic value, which is then the capped one.
   */
  @InjectTransactionManager()
  async capStarLevels(
    input: { key: string; star_max: number },
    @MedusaContext() ctx: Context = {}
  ): Promise<{ applied: boolean; updated: number }> {
    const cap = starMax(input.star_max)
    const knex = knexOf(ctx)
    await lockNetwork(knex)
    if (!(await repo.claim(knex, input.key, "star_max", "*")))
      return { applied: false, updated: 0 }
    return { applied: true, updated: await repo.capStarLevels(knex, cap) }
  }

  /** Pins star and/or team levels (0..5); `null` un-pins (the automatic value applies again). */
  @InjectTransactionManager()
  async setLevels(
    member_id: string,
    levels: { star_level?: number | null; team_level?: number | null },
    @MedusaContext() ctx: Context = {}
  ): Promise<NetworkNode> {
    const pins: {
      field: "star_level" | "team_level"
      value: number | null
    }[] = []
    for (const field of ["star_level", "team_level"] as const) {
      const value = levels[field]
      if (value === undefined) continue
      if (!isLevel(value))
        throw new AppError(
          MedusaError.Types.INVALID_DATA,
          "invalid_level",
          field
        )
      pins.push({ field, value })
    }
    if (!pins.length) return this.getNode(member_id, ctx)
    const rows = await repo.pinLevels(knexOf(ctx), member_id, pins)
    if (!rows.length) throw notFound()
    return toNode(rows[0])
  }

  @InjectManager()
  async getNode(
    member_id: string,
    @MedusaContext() ctx: Context = {}
  ): Promise<NetworkNode> {
    const row = await repo.nodeOf(knexOf(ctx), member_id)
    if (!row) throw notFound()
    return toNode(row)
  }

  @InjectManager()
  async findByUsername(
    username: string,
    @MedusaContext() ctx: Context = {}
  ): Promise<NetworkNode | null> {
    const row = await repo.nodeByUsername(knexOf(ctx), username.toLowerCase())
    return row ? toNode(row) : null
  }

  /** The member at the top of the placement tree, or null while the network is empty. */
  @InjectManager()
  async getRoot(
    @MedusaContext() ctx: Context = {}
  ): Promise<NetworkNode | null> {
    const row = await repo.rootNode(knexOf(ctx))
    return row ? toNode(row) : null
  }

  /** The placement ancestors, nearest first, with levels, active and card (what the reward engine walks). */
  @InjectManager()
  async getPath(
    member_id: string,
    @MedusaContext() ctx: Context = {}
  ): Promise<PathNode[]> {
    // Not each ancestor's own path (O(depth²) to read), and as one JSON document:
    // a 1,000-deep path is one JSON.parse instead of a thousand typed rows.
    const path = await repo.pathOf(knexOf(ctx), member_id)
    return (JSON.parse(path) as PathRow[]).map(fromPathRow)
  }

  /**
   * getNode and getPath of several members in one read (shared ancestors read
   * once): by member id, the member and its ancestors nearest first. Members not
   * found are left out.
   */
  @InjectManager()
  async getPaths(
    member_ids: string[],
    @MedusaContext() ctx: Context = {}
  ): Promise<Record<string, { node: PathNode; path: PathNode[] }>> {
    const read = await repo.pathsOf(knexOf(ctx), member_ids)
    const paths = JSON.parse(read.paths) as Record<string, string[]>
    const nodes = new Map(
      (JSON.parse(read.nodes) as PathRow[]).map((r) => [r[0], fromPathRow(r)])
    )
    return Object.fromEntries(
      Object.entries(paths).map(([id, path]) => [
        id,
        {
          node: nodes.get(id)!,
          path: path.map((a) => nodes.get(a)!).reverse(),
        },
      ])
    )
  }

  /**
   * The placement subtree `depth` levels down from `root`: a member id, or
   * `{ username }` (any case). In the API's node shape; throws member_not_found.
   */
  @InjectManager()
  async getTree(
    root: string | { username: string },
    depth: number,
    @MedusaContext() ctx: Context = {}
  ): Promise<TreeNode> {
    const rows = await this.subtree(knexOf(ctx), root, depth)
    const top = rows.find((r) => r.lvl === 0)
    if (!top) throw notFound()
    return nest(rows, top)
  }

  /**
   * The team page: the member's figures, their three placement lines (each with
   * `depth - 1` levels below it) and a page of their direct referrals, oldest first.
   */
  @InjectManager()
  async getTeam(
    member_id: string,
    options: { depth?: number; limit?: number; offset?: number } = {},
    @MedusaContext() ctx: Context = {}
  ): Promise<Team> {
    const { depth = 1, limit = 20, offset = 0 } = options
    const knex = knexOf(ctx)
    const [rows, directs] = await Promise.all([
      this.subtree(knex, member_id, Math.max(1, depth)),
      this.directsPage(knex, member_id, limit, offset),
    ])
    const top = rows.find((r) => r.lvl === 0)
    if (!top) throw notFound()
    const member = toNode(top)
    return {
      member,
      lines: nest(rows, top).children,
      directs,
      directs_count: member.direct_count,
    }
  }

  /** Members the given member sponsored, oldest first. */
  @InjectManager()
  async listDirects(
    member_id: string,
    page: { limit: number; offset: number },
    @MedusaContext() ctx: Context = {}
  ): Promise<{ directs: DirectReferral[]; count: number }> {
    const knex = knexOf(ctx)
    const [directs, count] = await Promise.all([
      this.directsPage(knex, member_id, page.limit, page.offset),
      repo.directCount(knex, member_id),
    ])
    if (count === null) throw notFound()
    return { directs, count }
  }

  /** Whether `member_id` sits somewhere below `ancestor_id` in the placement tree. */
  @InjectManager()
  async isInSubtree(
    member_id: string,
    ancestor_id: string,
    @MedusaContext() ctx: Context = {}
  ): Promise<boolean> {
    return repo.isBelow(knexOf(ctx), member_id, ancestor_id)
  }

  /** Members whose username starts with `prefix` (any case), alphabetically. */
  @InjectManager()
  async searchByUsername(
    prefix: string,
    limit = 20,
    @MedusaContext() ctx: Context = {}
  ): Promise<NetworkNode[]> {
    const escaped = prefix.toLowerCase().replace(/[\\%_]/g, "\\$&")
    const rows = await repo.nodesLike(knexOf(ctx), `${escaped}%`, limit)
    return rows.map((r) => toNode(r))
  }

  private async subtree(
    knex: Knex,
    root: string | { username: string },
    depth: number
  ) {
    return repo.subtree(
      knex,
      typeof root === "string"
        ? { member_id: root }
        : { username: root.username.toLowerCase() },
      depth
    )
  }

  private async directsPage(
    knex: Knex,
    member_id: string,
    limit: number,
    offset: number
  ) {
    return (await repo.directsPage(knex, member_id, limit, offset)).map(
      toDirect
    )
  }

  /** addVolume and removeVolume: `amount` signed, in the caller's transaction. */
  private async shiftVolume(
    input: { key: string; member_id: string; thresholds?: TeamThresholds },
    amount: Decimal,
    ctx: Context
  ): Promise<{ applied: boolean }> {
    const knex = knexOf(ctx)
    await lockNetwork(knex)
    const { claimed, found } = await repo.shiftVolume(knex, {
      key: input.key,
      member_id: input.member_id,
      amount: amount.toFixed(8),
      ...thresholdBindings(input.thresholds),
    })
    // Unknown member: the error rolls the claim back, so the key stays usable.
    if (claimed && !found) throw notFound()
    return { applied: claimed }
  }
}
