/** Recomputes the tree's invariants from scratch, by recursive SQL, for the tests. */
type Raw = {
  raw: (sql: string) => Promise<{ rows: Record<string, unknown>[] }>
}

export async function treeViolations(knex: Raw) {
  const { rows } = await knex.raw(`
    with recursive closure as (
      select member_id as ancestor, member_id from network_node
      union all
      select c.ancestor, n.member_id from closure c join network_node n on n.parent_id = c.member_id
    ),
    real_size as (select ancestor, count(*)::int as n from closure group by ancestor),
    chain as (
      select member_id, parent_id as up, array[]::text[] as path from network_node
      union all
      select c.member_id, p.parent_id, p.member_id || c.path
        from chain c join network_node p on p.member_id = c.up
    )
    select 'size' as problem, t.member_id from network_node t
      join real_size r on r.ancestor = t.member_id where r.n <> t.size
    union all
    select 'children', parent_id from network_node where parent_id is not null
      group by parent_id having count(*) > 3
    union all
    select 'child_count', p.member_id from network_node p
      where p.child_count <> (select count(*) from network_node c where c.parent_id = p.member_id)
    union all
    select 'direct_count', s.member_id from network_node s
      where s.direct_count <> (select count(*) from network_node d where d.sponsor_id = s.member_id)
    union all
    select 'path', n.member_id from chain c join network_node n using (member_id)
      where c.up is null and (c.path <> n.path or n.depth <> cardinality(c.path))
    union all
    select 'outside_sponsor', n.member_id from network_node n
      where n.sponsor_id is not null and not n.sponsor_id = any(n.path)
  `)
  return rows
}
