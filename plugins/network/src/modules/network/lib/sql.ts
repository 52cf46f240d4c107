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

/**
 * Volume along a path as one statement (run under the network lock): claim the
 * operation key, add to the member's own volume, add to every ancestor's team
 * volume and recompute their automatic team level (`levelSql`, over `volume`).
 * Nothing moves when the key was claimed before. Answers `claimed` and `found`;
 * claimed but not found means an unknown member (the caller rolls back).
 * Bindings: key, member_id, amount, member_id, amount, then levelSql's.
 */
export const addVolumeSql = (levelSql: string) => `
with claimed as (
  insert into network_operation (id, key, kind, member_id)
  values ('nwop_' || md5(random()::text || clock_timestamp()::text), ?, 'volume', ?)
  on conflict (key) where deleted_at is null do nothing
  returning id
),
own as (
  update network_node set own_volume = own_volume + ?::numeric
   where member_id = ? and exists (select 1 from claimed)
  returning path
),
team as (
  update network_node a set volume = a.volume + ?::numeric, team_level_auto = ${levelSql}
    from own where a.member_id = any(own.path)
)
select exists (select 1 from claimed) as claimed, exists (select 1 from own) as found`
