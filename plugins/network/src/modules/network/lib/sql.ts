/**
 * A subtree read breadth-first down to `depth` levels below its root; the root is
 * chosen by `startColumn` (member_id or username). Children come by the
 * (parent_id, line) index, so one level costs three index rows per node.
 * Bindings: the root's id or username, then depth.
 */
export const subtreeSql = (startColumn: "member_id" | "username") => `
with recursive sub as (
  select n.*, 0 as lvl from network_node n where n.${startColumn} = ?
  union all
  select c.*, s.lvl + 1 from sub s join network_node c on c.parent_id = s.member_id
   where s.lvl < ?
) select * from sub`

/** The team level (0..5) of a volume expression; thresholds bound as :v1..:v5. */
const levelOf = (volume: string) =>
  `CASE ${[5, 4, 3, 2, 1]
    .map((l) => `WHEN ${volume} >= :v${l}::numeric THEN ${l}`)
    .join(" ")} ELSE 0 END`

/**
 * Volume along a path as one statement (run under the network lock): claim the
 * operation key, add :amount (negative to take it back) to the member's own volume
 * and to every ancestor's team volume, recomputing their automatic team level.
 * Nothing moves when the key was claimed before. Answers `claimed` and `found`;
 * claimed but not found means an unknown member (the caller rolls back).
 * Named bindings: key, member_id, amount, v1..v5.
 */
export const shiftVolumeSql = `
with claimed as (
  insert into network_operation (id, key, kind, member_id)
  values ('nwop_' || md5(random()::text || clock_timestamp()::text), :key, 'volume', :member_id)
  on conflict (key) where deleted_at is null do nothing
  returning id
),
own as (
  update network_node set own_volume = own_volume + :amount::numeric
   where member_id = :member_id and exists (select 1 from claimed)
  returning path
),
team as (
  update network_node a set volume = a.volume + :amount::numeric,
         team_level_auto = ${levelOf("(a.volume + :amount::numeric)")}
    from own where a.member_id = any(own.path)
)
select exists (select 1 from claimed) as claimed, exists (select 1 from own) as found`

/** Whether this ancestor is the sponsor of a first activation (its star level follows). */
const GAINS = "(a.member_id = own.sponsor_id and not own.was_active)"

/**
 * A card activation's whole effect on the network as one statement (run under the
 * network lock): claim the key; the buyer's own volume, card and active flag; every
 * placement ancestor's team volume and automatic team level; on a first activation
 * the sponsor's active referrals and automatic star level (capped at :star_max).
 * Answers one row per ancestor whose effective level the activation changed (team:
 * the volume crossed a threshold; star: the sponsor gained a referral), none when
 * the key was claimed before, and `claimed`/`found` on every row — or one row of
 * nulls when nothing changed. :sync_commit 'off' (the caller's withRelaxedCommit)
 * commits without waiting for the WAL flush (read at commit, so it may be set
 * anywhere in the statement); null keeps the session's setting. Named bindings:
 * key, member_id, amount, card, star_max, sync_commit, v1..v5.
 */
export const applyActivationSql = `
with durability as (
  select set_config('synchronous_commit',
    coalesce(:sync_commit, current_setting('synchronous_commit')), true)
),
claimed as (
  insert into network_operation (id, key, kind, member_id)
  values ('nwop_' || md5(random()::text || clock_timestamp()::text), :key, 'activation', :member_id)
  on conflict (key) where deleted_at is null do nothing
  returning id
),
buyer as (
  select member_id, active, sponsor_id, path from network_node
   where member_id = :member_id and exists (select 1 from claimed)
),
own as (
  update network_node b set own_volume = b.own_volume + :amount::numeric,
         active = true, card = case when b.card = 'gold' then 'gold' else :card end
    from buyer where b.member_id = buyer.member_id
  returning buyer.active as was_active, buyer.sponsor_id, buyer.path
),
team as (
  update network_node a set volume = a.volume + :amount::numeric,
         team_level_auto = ${levelOf("(a.volume + :amount::numeric)")},
         active_direct_count = a.active_direct_count + case when ${GAINS} then 1 else 0 end,
         star_level_auto = case when ${GAINS}
           then least(a.active_direct_count + 1, :star_max) else a.star_level_auto end
    from own where a.member_id = any(own.path)
  returning a.member_id, ${GAINS} and a.star_level_pinned is null as star_changed,
         a.team_level_pinned is null
           and ${levelOf("(a.volume - :amount::numeric)")} <> a.team_level_auto as team_changed,
         coalesce(a.star_level_pinned, a.star_level_auto) as star_level,
         coalesce(a.team_level_pinned, a.team_level_auto) as team_level
),
-- a sponsor off the placement path (placement keeps it on the path; kept exact anyway)
sponsor as (
  update network_node a set active_direct_count = a.active_direct_count + 1,
         star_level_auto = least(a.active_direct_count + 1, :star_max)
    from own where a.member_id = own.sponsor_id and not own.was_active
     and not (a.member_id = any(own.path))
  returning a.member_id, a.star_level_pinned is null as star_changed, false as team_changed,
         coalesce(a.star_level_pinned, a.star_level_auto) as star_level,
         coalesce(a.team_level_pinned, a.team_level_auto) as team_level
),
changed as (
  select * from team where star_changed or team_changed
  union all select * from sponsor where star_changed
)
select exists (select 1 from claimed) as claimed, exists (select 1 from own) as found,
       c.member_id, c.star_level, c.team_level
  from durability left join changed c on true`

/**
 * Several card activations (distinct buyers, one lock hold of rewards) as ONE
 * statement: for each activation not claimed before, what applyActivationSql
 * does, summed per member, so that each row is updated once (a buyer may be
 * another's ancestor): own volume, card, active flag; team volume and automatic
 * level; active referrals and automatic star level (capped at :star_max). The
 * result equals applying them one by one. Answers a row per member whose
 * effective level changed, with the counts `claimed` and `found`. Named
 * bindings: batch (JSON [{ key, member_id, amount, card }]), star_max,
 * sync_commit, v1..v5.
 */
export const applyActivationsSql = `
with durability as (
  select set_config('synchronous_commit',
    coalesce(:sync_commit, current_setting('synchronous_commit')), true)
),
input as (
  select * from jsonb_to_recordset(:batch::jsonb)
    as i(key text, member_id text, amount numeric, card text)
),
claimed as (
  insert into network_operation (id, key, kind, member_id)
  select 'nwop_' || md5(random()::text || clock_timestamp()::text || i.key),
         i.key, 'activation', i.member_id from input i
  on conflict (key) where deleted_at is null do nothing
  returning key
),
buyer as (
  select i.member_id, i.amount, i.card, n.active as was_active, n.sponsor_id, n.path
    from input i join claimed c on c.key = i.key
    join network_node n on n.member_id = i.member_id
),
touch as (
  select t.member_id, sum(t.own) as own, max(t.card) as card,
         bool_or(t.buyer) as buyer, sum(t.team) as team, sum(t.gains) as gains
    from (
      select b.member_id, b.amount as own, b.card, true as buyer,
             0::numeric as team, 0 as gains from buyer b
      union all
      select p.member_id, 0, null, false, b.amount,
             case when p.member_id = b.sponsor_id and not b.was_active then 1 else 0 end
        from buyer b cross join lateral unnest(b.path) as p(member_id)
      -- a sponsor off the placement path (placement keeps it on; kept exact anyway)
      union all
      select b.sponsor_id, 0, null, false, 0, 1 from buyer b
       where not b.was_active and b.sponsor_id is not null
         and not (b.sponsor_id = any(b.path))
    ) t group by t.member_id
),
up as (
  update network_node a set own_volume = a.own_volume + t.own,
         active = a.active or t.buyer,
         card = case when t.card is null then a.card
                     when a.card = 'gold' then 'gold' else t.card end,
         volume = a.volume + t.team,
         team_level_auto = ${levelOf("(a.volume + t.team)")},
         active_direct_count = a.active_direct_count + t.gains,
         star_level_auto = case when t.gains > 0
           then least(a.active_direct_count + t.gains, :star_max) else a.star_level_auto end
    from touch t where a.member_id = t.member_id
  returning a.member_id, t.gains > 0 and a.star_level_pinned is null as star_changed,
         a.team_level_pinned is null
           and ${levelOf("(a.volume - t.team)")} <> a.team_level_auto as team_changed,
         coalesce(a.star_level_pinned, a.star_level_auto) as star_level,
         coalesce(a.team_level_pinned, a.team_level_auto) as team_level
)
select (select count(*) from claimed) as claimed, (select count(*) from buyer) as found,
       c.member_id, c.star_level, c.team_level
  from durability left join (select * from up where star_changed or team_changed) c on true`

/**
 * A member's placement ancestors, nearest first, as ONE json text (`path`): per
 * ancestor an array of what the reward engine reads of it (lib/present.ts
 * fromPathRow), money as exact text (JSON numbers are floats). Building objects
 * instead costs PostgreSQL three times as much. Binding: member_id.
 */
export const pathSql = `
select coalesce(json_agg(json_build_array(a.member_id, a.username, a.sponsor_id,
         a.card, a.active, a.volume::text, coalesce(a.star_level_pinned, a.star_level_auto),
         coalesce(a.team_level_pinned, a.team_level_auto), a.star_level_pinned is not null,
         a.team_level_pinned is not null, a.active_direct_count)
         order by a.depth desc), '[]')::text as path
  from network_node n join network_node a on a.member_id = any(n.path)
 where n.member_id = ?`

/**
 * Several members and their placement ancestors at once (a batch of activations):
 * `paths`, each member's ancestor ids root first (JSON object); `nodes`, every
 * member and ancestor once, in pathSql's row shape (JSON array). Paths that share
 * ancestors (all do, near the root) read them once. Binding: the member ids.
 */
export const pathsSql = `
with b as (select member_id, path from network_node where member_id = any(?)),
ids as (select member_id from b union select unnest(path) from b)
select (select coalesce(json_object_agg(member_id, path), '{}') from b)::text as paths,
       (select coalesce(json_agg(json_build_array(a.member_id, a.username, a.sponsor_id,
          a.card, a.active, a.volume::text, coalesce(a.star_level_pinned, a.star_level_auto),
          coalesce(a.team_level_pinned, a.team_level_auto), a.star_level_pinned is not null,
          a.team_level_pinned is not null, a.active_direct_count)), '[]')
          from network_node a join ids using (member_id))::text as nodes`
