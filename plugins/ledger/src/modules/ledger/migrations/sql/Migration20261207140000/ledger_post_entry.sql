-- ledger_post_entry: One journal entry in one statement: idempotency, accounts locked in order,
-- no balance below zero or below what pending entries reserved (UL402), postings
-- with running balances, cached balances, business row and answer all commit together.
-- Loaded by migrations (lib/sql-files.ts); see the plugin README.
-- Generic plans: with plan_cache_mode auto PostgreSQL kept choosing a
-- custom plan for every statement here (the arrays' lengths make custom plans look
-- cheaper), i.e. planned each statement on every call: ~40 % of the function's CPU.
-- Index lookups: a generic plan takes each unnest() for 10 rows and, while
-- ledger_account is small (a new platform, the bench's 1,000 members), chose a hash
-- join over a sequential scan of it in the five statements that find the touched
-- accounts: every entry read the whole table five times (measured: 1,312 calls/s
-- at c=16 by pgbench, 2,156/s with the lookups by primary key). An entry touches a
-- handful of accounts, so a nested loop over the primary key is right at any size.
create or replace function ledger_post_entry(
  p_id text, p_key text, p_hash text, p_kind text, p_description_key text,
  p_params jsonb, p_source_type text, p_source_id text, p_pending boolean,
  p_fresh boolean,
  p_accounts text[], p_assets text[], p_units text[], p_amounts numeric[],
  p_member_ids text[], p_allow_negative boolean[],
  p_record_table text, p_record jsonb,
  p_idem_key text, p_idem_hash text, p_answer jsonb)
returns table (o_outcome text, o_answer jsonb, o_id text, o_key text,
  o_kind text, o_description_key text, o_params jsonb, o_source_type text,
  o_source_id text, o_status text, o_created_at timestamptz,
  o_posted_at timestamptz, o_voided_at timestamptz, o_posting_id bigint,
  o_account text, o_asset text, o_amount numeric, o_balance_after numeric,
  o_account_balance numeric, o_account_pending_out numeric)
language plpgsql set plan_cache_mode = force_generic_plan
  set enable_seqscan = off set enable_hashjoin = off set enable_mergejoin = off
as $fn$
declare
  v_claimed boolean;
  v_answer jsonb;
  v_found text;
  v_hash text;
  v_addr text[];
  v_asset text[];
  v_balance numeric[];
  v_pending numeric[];
  v_short text;
  v_n int;
  v_cols text;
  v_pid bigint[];
  v_paccount text[];
  v_passet text[];
  v_pamount numeric[];
  v_pafter numeric[];
begin
  if p_idem_key is not null then

  insert into ledger_idempotency (key, request_hash) values (p_idem_key, p_idem_hash)
  on conflict (key) do nothing;
  v_claimed := found;
  if not v_claimed then
    select i.request_hash, i.response into v_hash, v_answer
      from ledger_idempotency i where i.key = p_idem_key;
    if v_hash is distinct from p_idem_hash then
      raise exception using errcode = 'UL409', message = 'idempotency_conflict';
    end if;
  end if;
    if not v_claimed then
      return query select 'replayed_answer'::text, v_answer, null::text,
        null::text, null::text, null::text, null::jsonb, null::text, null::text,
        null::text, null::timestamptz, null::timestamptz, null::timestamptz,
        null::bigint, null::text, null::text, null::numeric, null::numeric,
        null::numeric, null::numeric;
      return;
    end if;
  end if;

  if coalesce(array_length(p_accounts, 1), 0) = 0 then
    raise exception using errcode = 'UL500', message = 'an entry needs postings';
  end if;
  -- A backstop of the TypeScript check: postings sum to zero per unit.
  if exists (select 1 from unnest(p_units, p_amounts) as t(unit, amount)
              group by unit having sum(amount) <> 0) then
    raise exception using errcode = 'UL500', message = 'entry does not balance';
  end if;

  if p_fresh then
    insert into ledger_entry (id, key, request_hash, kind, description_key,
        params, source_type, source_id, status, posted_at)
    values (p_id, p_key, p_hash, p_kind, p_description_key,
        coalesce(p_params, '{}'::jsonb), p_source_type, p_source_id,
        case when p_pending then 'pending' else 'posted' end,
        case when p_pending then null else now() end);
  else
    insert into ledger_entry (id, key, request_hash, kind, description_key,
        params, source_type, source_id, status, posted_at)
    values (p_id, p_key, p_hash, p_kind, p_description_key,
        coalesce(p_params, '{}'::jsonb), p_source_type, p_source_id,
        case when p_pending then 'pending' else 'posted' end,
        case when p_pending then null else now() end)
    on conflict (key) do nothing
    returning id into v_found;
    if v_found is null then
      select e.request_hash into v_hash from ledger_entry e where e.key = p_key;
      if v_hash is distinct from p_hash then
        raise exception using errcode = 'UL409', message = 'idempotency_conflict';
      end if;
      return query select 'replayed_entry'::text, null::jsonb, null::text,
        null::text, null::text, null::text, null::jsonb, null::text, null::text,
        null::text, null::timestamptz, null::timestamptz, null::timestamptz,
        null::bigint, null::text, null::text, null::numeric, null::numeric,
        null::numeric, null::numeric;
      return;
    end if;
  end if;


  -- Every account locked in address order, new ones created in that order
  -- (ledger_lock_accounts.sql: the one definition of the lock order).
  perform 1 from ledger_lock_accounts(p_accounts, p_assets, p_units,
    p_member_ids, p_allow_negative);

  -- New balances of the touched accounts (exact NUMERIC arithmetic).
  select array_agg(x.address), array_agg(x.asset), array_agg(x.balance),
         array_agg(x.pending_out),
         min(x.address || ' ' || x.asset) filter (where not x.allow_negative
           and (x.balance < 0 or x.balance < x.pending_out))
    into v_addr, v_asset, v_balance, v_pending, v_short
    from (select a.address, a.asset, a.allow_negative,
                 a.balance + case when p_pending then 0 else d.delta end as balance,
                 a.pending_out + case when p_pending then d.debit else 0 end
                   as pending_out
            from (select t.account, t.asset, sum(t.amount) as delta,
                         -sum(least(t.amount, 0)) as debit
                    from unnest(p_accounts, p_assets, p_amounts)
                      as t(account, asset, amount)
                   group by t.account, t.asset) d
            join ledger_account a
              on a.address = d.account and a.asset = d.asset) x;
  if v_short is not null then
    raise exception using errcode = 'UL402', message = 'insufficient_balance',
      detail = v_short;
  end if;

  -- Postings in the given order; ids and seqs follow it (volatile functions
  -- in the select list run after the ORDER BY), so running balances chain.
  with ins as (
  insert into ledger_posting (entry_id, account, asset, unit, amount, member_id,
      kind, balance_after, seq)
  select p_id, s.account, s.asset, s.unit, s.amount, s.member_id, p_kind,
         case when p_pending then null else s.running end,
         case when p_pending then null else nextval('ledger_posting_seq') end
    from (select t.*, a.balance + sum(t.amount) over (
                   partition by t.account, t.asset order by t.ord) as running
            from unnest(p_accounts, p_assets, p_units, p_amounts, p_member_ids)
              with ordinality as t(account, asset, unit, amount, member_id, ord)
            join ledger_account a
              on a.address = t.account and a.asset = t.asset) s
   order by s.ord
  returning id, account, asset, amount, balance_after)
  select array_agg(ins.id order by ins.id), array_agg(ins.account order by ins.id),
         array_agg(ins.asset order by ins.id), array_agg(ins.amount order by ins.id),
         array_agg(ins.balance_after order by ins.id)
    into v_pid, v_paccount, v_passet, v_pamount, v_pafter
    from ins;

  update ledger_account a
     set balance = v.balance, pending_out = v.pending_out, updated_at = now()
    from unnest(v_addr, v_asset, v_balance, v_pending)
      as v(address, asset, balance, pending_out)
   where a.address = v.address and a.asset = v.asset;
  get diagnostics v_n = row_count;
  if v_n <> array_length(v_addr, 1) then
    raise exception using errcode = 'UL500', message = 'balances were not written';
  end if;

  if p_record_table is not null then
    if p_record_table not in ('ledger_transfer', 'ledger_burn',
        'ledger_pool_move', 'ledger_exchange', 'ledger_adjustment',
        'ledger_withdrawal') then
      raise exception using errcode = 'UL500',
        message = 'no business table ' || p_record_table;
    end if;
    if p_record_table = 'ledger_transfer' and not p_record ? 'created_at' then
      -- the hot path: a static insert keeps its plan (EXECUTE plans every call)
      insert into ledger_transfer (id, from_member_id, to_member_id, amount, entry_id)
      select r.id, r.from_member_id, r.to_member_id, r.amount, p_id
        from jsonb_populate_record(null::ledger_transfer, p_record) r;
    else
      select string_agg(quote_ident(k), ', ') into v_cols
        from jsonb_object_keys(p_record) as k;
      execute format(
        'insert into %I (%s, entry_id) select %s, $2 from jsonb_populate_record(null::%I, $1)',
        p_record_table, v_cols, v_cols, p_record_table)
        using p_record, p_id;
    end if;
  end if;

  if p_idem_key is not null then
    v_answer := case when p_answer -> 'created_at' is not null
      then p_answer || jsonb_build_object('created_at',
        to_char(now() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
      else p_answer end;
    update ledger_idempotency set response = v_answer where key = p_idem_key;
  end if;

  -- From what was written (no read back): the entry's created_at is now(),
  -- its default, the transaction's time.
  return query
    select 'written'::text, v_answer, p_id, p_key, p_kind, p_description_key,
           coalesce(p_params, '{}'::jsonb), p_source_type, p_source_id,
           case when p_pending then 'pending' else 'posted' end, now(),
           case when p_pending then null else now() end, null::timestamptz,
           w.id, w.account, w.asset, w.amount, w.balance_after, b.balance,
           b.pending_out
      from unnest(v_pid, v_paccount, v_passet, v_pamount, v_pafter)
        with ordinality as w(id, account, asset, amount, balance_after, ord)
      join unnest(v_addr, v_asset, v_balance, v_pending)
        as b(address, asset, balance, pending_out)
        on b.address = w.account and b.asset = w.asset
     order by w.ord;
end $fn$;
