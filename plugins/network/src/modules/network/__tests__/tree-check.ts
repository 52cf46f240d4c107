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
    real_size as (select ancestor, count(*)::int as n from closure group by ancestor)
    select 'size' as problem, t.member_id from network_node t
      join real_size r on r.ancestor = t.member_id where r.n <> t.size
    union all
    select 'children', parent_id from network_node where parent_id is not null
      group by parent_id having count(*) > 3
    union all
    select 'child_count', p.member_id from network_node p
      where p.child_count <> (select count(*) from network_node c where c.parent_id = p.member_id)
  `)
  return rows
}
