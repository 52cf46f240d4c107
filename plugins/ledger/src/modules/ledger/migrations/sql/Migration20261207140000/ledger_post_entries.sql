-- ledger_post_entries: several journal entries in order, in one statement (one round
-- trip for a batch: the activations of one lock hold). The first that is refused
-- writes nothing, no later one is tried, and those before it stay (they commit
-- with the caller's transaction). Answers one row per entry posted (its id;
-- `replayed` if its key was posted before with the same postings) and, if one was
-- refused, a last row with its SQLSTATE and message (UL402 insufficient_balance
-- with the short account as detail, UL409 idempotency_conflict, UL500 misuse):
-- what ledger_post_entry would have raised for it.
-- Loaded by migrations (lib/sql-files.ts); see the plugin README.
-- p_entries: a JSON array of objects with ledger_post_entry's arguments by name
-- (id, key, hash, kind, description_key, params, source_type, source_id, pending,
-- and the legs' accounts, assets, units, amounts, member_ids, allow_negative).
--
-- Three functions. ledger_post_entries_set writes the whole batch set-based (one
-- insert each for entries and postings, one update of the balances: an
-- activation's entry cost ~1.6 ms of PostgreSQL through ledger_post_entry, most of
-- it per statement). ledger_post_entries_each is the earlier loop of
-- ledger_post_entry calls, each in a block of its own. ledger_post_entries runs the
-- first and falls back on the second for what the set-based one does not take
-- (pending entries, a key twice in the batch) or when it fails for any reason (a
-- key taken by a concurrent transaction meanwhile, say): the loop then tells which
-- entry the failure belongs to.
create or replace function ledger_post_entries(p_entries jsonb)
returns table (o_index int, o_id text, o_replayed boolean, o_error_code text,
  o_error_message text, o_error_detail text)
language plpgsql as $fn$
begin
  begin
    return query select * from ledger_post_entries_set(p_entries);
    return;
  exception when others then
    -- the set-based attempt is undone whole (its subtransaction): start over
    null;
  end;
  return query select * from ledger_post_entries_each(p_entries);
end $fn$;

-- The set-based batch. Raises UL4RS for what it does not take; any other error
-- is the wrapper's cue to fall back (nothing it wrote survives the raise).
-- Locks: every account of the entries to be written at once, in address order
-- (ledger_lock_accounts), so a batch and any other entry never wait in a cycle.
-- The balance rule is ledger_post_entry's: after each entry, no account that may
-- not go negative is below zero or below what pending entries reserve.
create or replace function ledger_post_entries_set(p_entries jsonb)
returns table (o_index int, o_id text, o_replayed boolean, o_error_code text,
  o_error_message text, o_error_detail text)
language plpgsql set plan_cache_mode = force_generic_plan
  set enable_seqscan = off set enable_hashjoin = off set enable_mergejoin = off
as $fn$
declare
  v_n int := coalesce(jsonb_array_length(p_entries), 0);
  -- per entry (1-based)
  e_id text[]; e_key text[]; e_hash text[]; e_kind text[]; e_desc text[];
  e_params jsonb[]; e_stype text[]; e_sid text[];
  -- null: to be written; 'replayed'; else the refusal's SQLSTATE
  e_state text[] := array_fill(null::text, array[v_n]);
  e_msg text[] := array_fill(null::text, array[v_n]);
  e_detail text[] := array_fill(null::text, array[v_n]);
  -- per leg, in entry order then the entry's order
  l_e int[]; l_account text[]; l_asset text[]; l_unit text[];
  l_amount numeric[]; l_member text[]; l_neg boolean[];
  l_pos int[]; l_after numeric[];
  -- the locked accounts, in address order
  a_addr text[]; a_asset text[]; a_balance numeric[]; a_pending numeric[];
  a_neg boolean[];
  -- "address asset", the lookup key of a leg's account
  a_key text[];
  a_start numeric[];
  v_stop int;
  v_short text;
  v_want int;
  v_got int;
  v_first int;
  v_last int;
  r record;
begin
  if v_n = 0 then
    return;
  end if;
  select array_agg(e.v->>'id' order by e.i), array_agg(e.v->>'key' order by e.i),
         array_agg(e.v->>'hash' order by e.i), array_agg(e.v->>'kind' order by e.i),
         array_agg(e.v->>'description_key' order by e.i),
         array_agg(coalesce(e.v->'params', '{}'::jsonb) order by e.i),
         array_agg(e.v->>'source_type' order by e.i),
         array_agg(e.v->>'source_id' order by e.i)
    into e_id, e_key, e_hash, e_kind, e_desc, e_params, e_stype, e_sid
    from jsonb_array_elements(p_entries) with ordinality as e(v, i);
  if exists (select 1 from jsonb_array_elements(p_entries) as e(v)
              where coalesce((e.v->>'pending')::boolean, false))
     or (select count(distinct k) from unnest(e_key) as k) <> v_n then
    raise exception using errcode = 'UL4RS', message = 'not for the set-based batch';
  end if;
  select array_agg(e.i::int order by e.i, l.ord), array_agg(l.account order by e.i, l.ord),
         array_agg(l.asset order by e.i, l.ord), array_agg(l.unit order by e.i, l.ord),
         array_agg(l.amount::numeric order by e.i, l.ord),
         array_agg(l.member_id order by e.i, l.ord),
         array_agg(l.allow_negative::boolean order by e.i, l.ord)
    into l_e, l_account, l_asset, l_unit, l_amount, l_member, l_neg
    from jsonb_array_elements(p_entries) with ordinality as e(v, i),
         rows from (jsonb_array_elements_text(e.v->'accounts'),
                    jsonb_array_elements_text(e.v->'assets'),
                    jsonb_array_elements_text(e.v->'units'),
                    jsonb_array_elements_text(e.v->'amounts'),
                    jsonb_array_elements_text(e.v->'member_ids'),
                    jsonb_array_elements_text(e.v->'allow_negative'))
           with ordinality as l(account, asset, unit, amount, member_id,
             allow_negative, ord);

  -- ledger_post_entry's misuse checks: postings, summing to zero per unit
  for i in 1 .. v_n loop
    if l_e is null or not i = any(l_e) then
      e_state[i] := 'UL500'; e_msg[i] := 'an entry needs postings';
    end if;
  end loop;
  for r in
    select t.e from unnest(l_e, l_unit, l_amount) as t(e, unit, amount)
     group by t.e, t.unit having sum(t.amount) <> 0
  loop
    e_state[r.e] := 'UL500'; e_msg[r.e] := 'entry does not balance';
  end loop;
  -- keys posted before: the same postings replay, others conflict
  for r in
    select t.i, x.id, x.request_hash
      from unnest(e_key) with ordinality as t(key, i)
      join ledger_entry x on x.key = t.key
  loop
    continue when e_state[r.i] is not null;
    if r.request_hash is distinct from e_hash[r.i] then
      e_state[r.i] := 'UL409'; e_msg[r.i] := 'idempotency_conflict';
    else
      e_state[r.i] := 'replayed'; e_id[r.i] := r.id;
    end if;
  end loop;
  select min(i) into v_stop from generate_subscripts(e_state, 1) as i
   where e_state[i] is not null and e_state[i] <> 'replayed';

  -- every account of the entries before the first refused, locked in address order
  if l_e is not null then
    select array_agg(k.o_address), array_agg(k.o_asset),
           array_agg(k.o_address || ' ' || k.o_asset), array_agg(k.o_balance),
           array_agg(k.o_pending_out), array_agg(k.o_allow_negative)
      into a_addr, a_asset, a_key, a_balance, a_pending, a_neg
      from ledger_lock_accounts(
        array(select l_account[j] from generate_subscripts(l_e, 1) as j
               where e_state[l_e[j]] is null and (v_stop is null or l_e[j] < v_stop)),
        array(select l_asset[j] from generate_subscripts(l_e, 1) as j
               where e_state[l_e[j]] is null and (v_stop is null or l_e[j] < v_stop)),
        array(select l_unit[j] from generate_subscripts(l_e, 1) as j
               where e_state[l_e[j]] is null and (v_stop is null or l_e[j] < v_stop)),
        array(select l_member[j] from generate_subscripts(l_e, 1) as j
               where e_state[l_e[j]] is null and (v_stop is null or l_e[j] < v_stop)),
        array(select l_neg[j] from generate_subscripts(l_e, 1) as j
               where e_state[l_e[j]] is null and (v_stop is null or l_e[j] < v_stop))) k;
    a_start := a_balance;
    select array_agg(array_position(a_key, t.account || ' ' || t.asset) order by t.j)
      into l_pos
      from unnest(l_account, l_asset) with ordinality as t(account, asset, j);
  end if;

  -- The balance rule, entry by entry in the given order, each leg's running
  -- balance noted for its posting; the first entry that breaks it is refused.
  l_after := array_fill(null::numeric, array[coalesce(cardinality(l_e), 0)]);
  v_last := 0;
  for i in 1 .. coalesce(v_stop - 1, v_n) loop
    v_first := v_last + 1;
    while v_last < coalesce(cardinality(l_e), 0) and l_e[v_last + 1] = i loop
      v_last := v_last + 1;
    end loop;
    continue when e_state[i] is not null;
    for j in v_first .. v_last loop
      a_balance[l_pos[j]] := a_balance[l_pos[j]] + l_amount[j];
      l_after[j] := a_balance[l_pos[j]];
    end loop;
    v_short := null;
    for j in v_first .. v_last loop
      if not a_neg[l_pos[j]] and (a_balance[l_pos[j]] < 0
          or a_balance[l_pos[j]] < a_pending[l_pos[j]])
         and (v_short is null or a_key[l_pos[j]] < v_short) then
        v_short := a_key[l_pos[j]];
      end if;
    end loop;
    if v_short is not null then
      for j in v_first .. v_last loop
        a_balance[l_pos[j]] := a_balance[l_pos[j]] - l_amount[j];
      end loop;
      e_state[i] := 'UL402'; e_msg[i] := 'insufficient_balance';
      e_detail[i] := v_short;
      v_stop := i;
      exit;
    end if;
  end loop;

  -- the entries, then their postings in order (seqs follow it: the volatile
  -- nextval runs after the ORDER BY, so running balances chain), then balances
  select count(*) into v_want from generate_subscripts(e_id, 1) as i
   where e_state[i] is null and (v_stop is null or i < v_stop);
  with ins as (
    insert into ledger_entry (id, key, request_hash, kind, description_key,
        params, source_type, source_id, status, posted_at)
    select e_id[i], e_key[i], e_hash[i], e_kind[i], e_desc[i], e_params[i],
           e_stype[i], e_sid[i], 'posted', now()
      from generate_subscripts(e_id, 1) as i
     where e_state[i] is null and (v_stop is null or i < v_stop)
     order by e_key[i]
    on conflict (key) do nothing
    returning 1)
  select count(*) into v_got from ins;
  if v_got <> v_want then
    -- a key posted by a concurrent transaction meanwhile: the loop sorts it out
    raise exception using errcode = 'UL4RS', message = 'a key was taken meanwhile';
  end if;
  insert into ledger_posting (entry_id, account, asset, unit, amount, member_id,
      kind, balance_after, seq)
  select e_id[l_e[j]], l_account[j], l_asset[j], l_unit[j], l_amount[j],
         l_member[j], e_kind[l_e[j]], l_after[j], nextval('ledger_posting_seq')
    from generate_subscripts(l_e, 1) as j
   where e_state[l_e[j]] is null and (v_stop is null or l_e[j] < v_stop)
   order by j;
  update ledger_account a
     set balance = v.balance, updated_at = now()
    from unnest(a_addr, a_asset, a_balance, a_start)
      as v(address, asset, balance, start)
   where a.address = v.address and a.asset = v.asset and v.balance <> v.start;

  return query
    select i - 1, e_id[i], e_state[i] is not distinct from 'replayed', null::text,
           null::text, null::text
      from generate_series(1, coalesce(v_stop - 1, v_n)) as i
     order by i;
  if v_stop is not null then
    return query select v_stop - 1, null::text, false, e_state[v_stop],
      e_msg[v_stop], coalesce(e_detail[v_stop], '');
  end if;
end $fn$;

-- The loop: each entry through ledger_post_entry in a block of its own.
create or replace function ledger_post_entries_each(p_entries jsonb)
returns table (o_index int, o_id text, o_replayed boolean, o_error_code text,
  o_error_message text, o_error_detail text)
language plpgsql as $fn$
declare
  v_e jsonb;
  v_i bigint;
  v_outcome text;
  v_id text;
begin
  for v_e, v_i in
    select e.value, e.ordinality from jsonb_array_elements(p_entries)
      with ordinality as e
  loop
    begin
      select r.o_outcome, r.o_id into v_outcome, v_id
        from ledger_post_entry(
          v_e->>'id', v_e->>'key', v_e->>'hash', v_e->>'kind',
          v_e->>'description_key', v_e->'params', v_e->>'source_type',
          v_e->>'source_id', (v_e->>'pending')::boolean, false,
          array(select jsonb_array_elements_text(v_e->'accounts')),
          array(select jsonb_array_elements_text(v_e->'assets')),
          array(select jsonb_array_elements_text(v_e->'units')),
          array(select jsonb_array_elements_text(v_e->'amounts'))::numeric[],
          array(select jsonb_array_elements_text(v_e->'member_ids')),
          array(select jsonb_array_elements_text(v_e->'allow_negative'))::boolean[],
          null, null, null, null, null) r
       limit 1;
      if v_outcome = 'replayed_entry' then
        select e.id into v_id from ledger_entry e where e.key = v_e->>'key';
      end if;
      o_index := v_i - 1; o_id := v_id;
      o_replayed := v_outcome = 'replayed_entry';
      o_error_code := null; o_error_message := null; o_error_detail := null;
      return next;
    exception when others then
      o_index := v_i - 1; o_id := null; o_replayed := false;
      get stacked diagnostics o_error_code = returned_sqlstate,
        o_error_message = message_text, o_error_detail = pg_exception_detail;
      return next;
      return;
    end;
  end loop;
end $fn$;
