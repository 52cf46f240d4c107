-- ledger_lock_accounts: Locks accounts FOR UPDATE in address order (creating missing ones): no two
-- transactions wait on each other in a cycle.
-- Loaded by migrations (lib/sql-files.ts); see the plugin README.
-- Generic plans: see ledger_post_entry.sql (the same statements were planned per call).
--
-- Every lock is taken in address order, the new accounts' too (issue 24). When all
-- the accounts exist (the usual case), one ordered SELECT … FOR UPDATE locks them.
-- When some are new, each account is created if missing and locked, one after the
-- other in the same order: a new row is held by the transaction that inserted it,
-- so inserting all of them first, or locking the existing ones first, would hold a
-- later account while waiting for an earlier one (three first uses crossing then
-- deadlocked, and the service had to retry).
create or replace function ledger_lock_accounts(
  p_addresses text[], p_assets text[], p_units text[], p_member_ids text[],
  p_allow_negative boolean[])
returns table (o_address text, o_asset text, o_balance numeric,
  o_pending_out numeric, o_allow_negative boolean)
language plpgsql set plan_cache_mode = force_generic_plan as $fn$
declare
  v_wanted int;
  v_found int;
  r record;
begin
  select count(*) into v_found from ledger_account a
   where (a.address, a.asset) in (select * from unnest(p_addresses, p_assets));
  select count(*) into v_wanted
    from (select distinct a, s from unnest(p_addresses, p_assets) as t(a, s)) d;
  if v_found < v_wanted then
    for r in
      select distinct on (t.address collate "C", t.asset collate "C") t.*
        from unnest(p_addresses, p_assets, p_units, p_member_ids, p_allow_negative)
          as t(address, asset, unit, member_id, allow_negative)
       order by t.address collate "C", t.asset collate "C"
    loop
      insert into ledger_account (address, asset, unit, member_id, allow_negative)
      values (r.address, r.asset, r.unit, r.member_id, r.allow_negative)
      on conflict (address, asset) do nothing;
      perform 1 from ledger_account a
       where a.address = r.address and a.asset = r.asset
         for update;
    end loop;
  else
    perform 1 from (
      select 1 from ledger_account a
       where (a.address, a.asset) in (select * from unnest(p_addresses, p_assets))
       order by a.address collate "C", a.asset collate "C"
       for update) l;
  end if;
  return query
    select a.address, a.asset, a.balance, a.pending_out, a.allow_negative
      from ledger_account a
     where (a.address, a.asset) in (select * from unnest(p_addresses, p_assets))
     order by a.address collate "C", a.asset collate "C";
end $fn$;
