import { Migration } from "@medusajs/framework/mikro-orm/migrations"

/**
 * Placement as one database function (rules.md §3): the network lock, the walk down
 * the weakest lines and the size updates along the new path in one call, with
 * plans PostgreSQL caches per connection. Placement is the hot write of
 * registration; this halves its time against the same SQL sent from Node.
 */
export class Migration20261122132600 extends Migration {
  override async up(): Promise<void> {
    // Every placement and volume rewrites the rows along a path; free room in each
    // page lets PostgreSQL keep those updates on the page (HOT), without new index
    // entries. Applies to pages written from now on.
    this.addSql(`alter table "network_node" set (fillfactor = 70);`)
    this.addSql(`create or replace function network_place(
      p_member_id text, p_username text, p_sponsor_id text
    ) returns setof network_node language plpgsql as $$
    begin
      -- the network lock (NETWORK_LOCK in lib/lock.ts); each statement below reads
      -- a snapshot taken after it, as the function is volatile
      perform pg_advisory_xact_lock(727001);
      -- walk: from the sponsor, while the node is full, to its weakest child
      -- (fewest members, then lower line): three index rows per level. The sponsor
      -- is on the new path, since placement stays inside the sponsor's subtree.
      return query
      with recursive walk as (
        select n.member_id, n.child_count, 0 as step
          from network_node n where n.member_id = p_sponsor_id
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
          from walk join network_node p using (member_id)
         order by walk.step desc limit 1
      ),
      placed as (
        insert into network_node (member_id, username, sponsor_id, parent_id, line, depth, path)
        select p_member_id, p_username, p_sponsor_id, t.member_id, t.child_count + 1,
               t.depth + 1, t.new_path
          from target t
        returning *
      ),
      grown as (
        update network_node n set size = n.size + 1,
          child_count = n.child_count + (n.member_id = t.member_id)::int,
          direct_count = n.direct_count + (n.member_id = p_sponsor_id)::int
          from target t, placed
         where n.member_id = any(t.new_path)
      )
      select * from placed;
    end $$;`)
  }

  override async down(): Promise<void> {
    this.addSql(`drop function if exists network_place(text, text, text);`)
    this.addSql(`alter table "network_node" reset (fillfactor);`)
  }
}
