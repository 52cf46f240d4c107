-- ledger_lock_accounts: Locks accounts FOR UPDATE in address order (creating missing ones): no two
-- transactions wait on each other in a cycle.
-- Loaded by migrations (lib/sql-files.ts); see the plugin README.
-- Generic plans and index lookups: see ledger_post_entry.sql.
--
-- Every lock is taken in address order, the new accounts' too. When all
-- exist, one ordered SELECT … FOR UPDATE takes them. When some are new, ONE
-- statement: an INSERT … ON CONFLICT DO UPDATE whose WHERE is false creates the
-- missing accounts and locks the existing ones (PostgreSQL locks a conflicting row
-- even when the WHERE leaves it unchanged), row after row in the order of its
-- SELECT. So no account is held while an earlier one is waited for: a new row is
-- held by the transaction that inserted it, and inserting all of them first, or
-- locking the existing ones first, made three first uses crossing deadlock. (It
-- replaced a loop of an insert and a SELECT … FOR UPDATE per account when some
-- were new: 0.74 ms a call for an activation's entry of ~18 accounts, stop 35.)
create or replace function ledger_lock_accounts(
  p_addresses text[], p_assets text[], p_units text[], p_member_ids text[],
  p_allow_negative boolean[])
returns table (o_address text, o_asset text, o_balance numeric,
  o_pending_out numeric, o_allow_negative boolean)
language plpgsql set plan_cache_mode = force_generic_plan
  set enable_seqscan = off set enable_hashjoin = off set enable_mergejoin = off
as $fn$
declare
  v_wanted int;
  v_found int;
begin
  -- One read counts the wanted accounts and those that exist (no lock yet).
  select count(*), count(a.address) into v_wanted, v_found
    from (select distinct t.address, t.asset
            from unnest(p_addresses, p_assets) as t(address, asset)) t
    left join ledger_account a on a.address = t.address and a.asset = t.asset;
  if v_found = v_wanted then
    -- all exist (the usual case): one ordered SELECT … FOR UPDATE locks and
    -- answers, with no insertion attempted
    return query
      select a.address, a.asset, a.balance, a.pending_out, a.allow_negative
        from ledger_account a
       where (a.address, a.asset) in (select * from unnest(p_addresses, p_assets))
       order by a.address collate "C", a.asset collate "C"
         for update;
    return;
  end if;
  insert into ledger_account as a (address, asset, unit, member_id, allow_negative)
  select distinct on (t.address collate "C", t.asset collate "C")
         t.address, t.asset, t.unit, t.member_id, t.allow_negative
    from unnest(p_addresses, p_assets, p_units, p_member_ids, p_allow_negative)
      as t(address, asset, unit, member_id, allow_negative)
   order by t.address collate "C", t.asset collate "C"
  on conflict (address, asset) do update set updated_at = a.updated_at
   where false;
  return query
    select a.address, a.asset, a.balance, a.pending_out, a.allow_negative
      from ledger_account a
     where (a.address, a.asset) in (select * from unnest(p_addresses, p_assets))
     order by a.address collate "C", a.asset collate "C";
end $fn$;
