-- ledger_lock_accounts: Locks accounts FOR UPDATE in address order (creating missing ones): no two
-- transactions wait on each other in a cycle.
-- Loaded by migrations (lib/sql-files.ts); see the plugin README.
create or replace function ledger_lock_accounts(
  p_addresses text[], p_assets text[], p_units text[], p_member_ids text[],
  p_allow_negative boolean[])
returns table (o_address text, o_asset text, o_balance numeric,
  o_pending_out numeric, o_allow_negative boolean)
language plpgsql as $fn$
declare
  v_wanted int;
  v_locked int;
begin
  select count(*) into v_locked from (
    select 1 from ledger_account a
     where (a.address, a.asset) in (select * from unnest(p_addresses, p_assets))
     order by a.address collate "C", a.asset collate "C"
     for update) l;
  if v_locked < cardinality(p_addresses) then
    select count(*) into v_wanted
      from (select distinct a, s from unnest(p_addresses, p_assets) as t(a, s)) d;
    if v_locked < v_wanted then
      insert into ledger_account (address, asset, unit, member_id, allow_negative)
      select * from unnest(p_addresses, p_assets, p_units, p_member_ids, p_allow_negative)
          as t(address, asset, unit, member_id, allow_negative)
       order by t.address collate "C", t.asset collate "C"
      on conflict (address, asset) do nothing;
      -- Rows this transaction already holds are no-ops; the new ones get locked.
      perform 1 from (
        select 1 from ledger_account a
         where (a.address, a.asset) in (select * from unnest(p_addresses, p_assets))
         order by a.address collate "C", a.asset collate "C"
         for update) l;
    end if;
  end if;
  return query
    select a.address, a.asset, a.balance, a.pending_out, a.allow_negative
      from ledger_account a
     where (a.address, a.asset) in (select * from unnest(p_addresses, p_assets))
     order by a.address collate "C", a.asset collate "C";
end $fn$;
