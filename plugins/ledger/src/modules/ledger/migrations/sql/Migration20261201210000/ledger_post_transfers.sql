-- ledger_post_transfers: several UUC transfers between members in ONE statement (the
-- service's group commit, lib/group-commit.ts). Each transfer is what
-- ledger_post_entry writes for one (entry, two postings with running balances,
-- cached balances, ledger_transfer row, idempotency claim and answer), and each is
-- settled on its own: a refused one (insufficient_balance, idempotency_conflict) or
-- a replayed one writes nothing, the others commit together.
-- Loaded by migrations (lib/sql-files.ts); see the plugin README.
--
-- Why set-based: a call of ledger_post_entry costs PostgreSQL ~0.8 ms of CPU, most
-- of it per statement (executor start-up, constraints and defaults read back from
-- the catalog, ten statements a call), not per row; eight calls in one transaction
-- cost as much as eight transactions. Here each statement writes the whole group.
--
-- Locks: the idempotency keys are claimed in key order, then every account of the
-- group is locked at once in address order (ledger_lock_accounts), so two groups,
-- or a group and a single entry, never wait on each other in a cycle. The balance
-- rule is ledger_post_entry's (a member account never below zero or below what
-- pending entries reserved), applied in the given order.
create or replace function ledger_post_transfers(
  p_entry_ids text[], p_keys text[], p_hashes text[], p_params jsonb[],
  p_transfer_ids text[], p_from_members text[], p_to_members text[],
  p_from_accounts text[], p_to_accounts text[], p_amounts numeric[],
  p_idem_keys text[], p_idem_hashes text[], p_answers jsonb[])
returns table (o_index int, o_outcome text, o_answer jsonb,
  o_created_at timestamptz)
language plpgsql set plan_cache_mode = force_generic_plan
  set enable_seqscan = off set enable_hashjoin = off set enable_mergejoin = off
as $fn$
declare
  v_n int := coalesce(array_length(p_entry_ids, 1), 0);
  -- per transfer: null while it is to be written, else why it is not
  v_state text[] := array_fill(null::text, array[v_n]);
  v_answer jsonb[] := array_fill(null::jsonb, array[v_n]);
  v_claimed text[];
  v_accounts text[];
  v_members text[];
  v_addr text[];
  v_balance numeric[];
  v_pending numeric[];
  v_from_after numeric[] := array_fill(null::numeric, array[v_n]);
  v_to_after numeric[] := array_fill(null::numeric, array[v_n]);
  v_now text := to_char(now() at time zone 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"');
  v_f int;
  v_t int;
  r record;
begin
  if v_n = 0 then
    return;
  end if;

  -- Idempotency: claim the keys in order; a key claimed before answers its stored
  -- answer, or idempotency_conflict when the request differs (the caller never
  -- puts one key twice in a group).
  with claimed as (
    insert into ledger_idempotency (key, request_hash)
    select t.key, t.hash
      from unnest(p_idem_keys, p_idem_hashes) as t(key, hash)
     where t.key is not null
     order by t.key
    on conflict (key) do nothing
    returning key)
  select coalesce(array_agg(c.key), '{}') into v_claimed from claimed c;
  for r in
    select t.i, d.request_hash, d.response, t.hash
      from unnest(p_idem_keys, p_idem_hashes) with ordinality as t(key, hash, i)
      join ledger_idempotency d on d.key = t.key
     where t.key is not null and not t.key = any(v_claimed)
  loop
    if r.request_hash is distinct from r.hash then
      v_state[r.i] := 'idempotency_conflict';
    else
      v_state[r.i] := 'replayed_answer';
      v_answer[r.i] := r.response;
    end if;
  end loop;

  -- Every account of the transfers still to be written, locked in address order.
  select array_agg(a.account), array_agg(a.member_id)
    into v_accounts, v_members
    from (select distinct t.account, t.member_id
            from generate_subscripts(p_entry_ids, 1) as i,
                 lateral (values (p_from_accounts[i], p_from_members[i]),
                                 (p_to_accounts[i], p_to_members[i]))
                   as t(account, member_id)
           where v_state[i] is null) a;
  if v_accounts is not null then
    select array_agg(l.o_address), array_agg(l.o_balance),
           array_agg(l.o_pending_out)
      into v_addr, v_balance, v_pending
      from ledger_lock_accounts(v_accounts,
             array_fill('UUC'::text, array[cardinality(v_accounts)]),
             array_fill('UUC'::text, array[cardinality(v_accounts)]),
             v_members,
             array_fill(false, array[cardinality(v_accounts)])) l;
  end if;

  -- The balance rule, transfer by transfer in the given order.
  for i in 1 .. v_n loop
    continue when v_state[i] is not null;
    v_f := array_position(v_addr, p_from_accounts[i]);
    v_t := array_position(v_addr, p_to_accounts[i]);
    if p_amounts[i] <= 0 or v_f is null or v_t is null or v_f = v_t then
      raise exception using errcode = 'UL500', message = 'invalid transfer';
    end if;
    if v_balance[v_f] - p_amounts[i] < greatest(v_pending[v_f], 0) then
      v_state[i] := 'insufficient_balance';
      continue;
    end if;
    v_balance[v_f] := v_balance[v_f] - p_amounts[i];
    v_from_after[i] := v_balance[v_f];
    v_balance[v_t] := v_balance[v_t] + p_amounts[i];
    v_to_after[i] := v_balance[v_t];
  end loop;

  -- A refused transfer's claim is let go: a failed request stores nothing.
  delete from ledger_idempotency d
   using generate_subscripts(p_entry_ids, 1) as i
   where d.key = p_idem_keys[i] and d.key = any(v_claimed)
     and v_state[i] is not null;

  insert into ledger_entry (id, key, request_hash, kind, description_key,
      params, source_type, source_id, status, posted_at)
  select p_entry_ids[i], p_keys[i], p_hashes[i], 'transfer', 'ledger.transfer',
         coalesce(p_params[i], '{}'::jsonb), 'transfer', p_transfer_ids[i],
         'posted', now()
    from generate_subscripts(p_entry_ids, 1) as i
   where v_state[i] is null;

  -- Postings in transfer order, debit before credit; seqs follow that order (the
  -- volatile nextval runs after the ORDER BY), so running balances chain.
  insert into ledger_posting (entry_id, account, asset, unit, amount, member_id,
      kind, balance_after, seq)
  select s.entry_id, s.account, 'UUC', 'UUC', s.amount, s.member_id, 'transfer',
         s.after, nextval('ledger_posting_seq')
    from (select p_entry_ids[i] as entry_id, i, leg,
                 case leg when 1 then p_from_accounts[i] else p_to_accounts[i] end
                   as account,
                 case leg when 1 then -p_amounts[i] else p_amounts[i] end
                   as amount,
                 case leg when 1 then p_from_members[i] else p_to_members[i] end
                   as member_id,
                 case leg when 1 then v_from_after[i] else v_to_after[i] end
                   as after
            from generate_subscripts(p_entry_ids, 1) as i,
                 generate_series(1, 2) as leg
           where v_state[i] is null) s
   order by s.i, s.leg;

  update ledger_account a
     set balance = v.balance, updated_at = now()
    from unnest(v_addr, v_balance) as v(address, balance)
   where a.address = v.address and a.asset = 'UUC' and a.balance <> v.balance;

  insert into ledger_transfer (id, from_member_id, to_member_id, amount, entry_id)
  select p_transfer_ids[i], p_from_members[i], p_to_members[i], p_amounts[i],
         p_entry_ids[i]
    from generate_subscripts(p_entry_ids, 1) as i
   where v_state[i] is null;

  -- The stored answers, with the entry's time (ledger_post_entry's rule).
  for i in 1 .. v_n loop
    continue when v_state[i] is not null or p_answers[i] is null;
    v_answer[i] := case when p_answers[i] -> 'created_at' is not null
      then p_answers[i] || jsonb_build_object('created_at', v_now)
      else p_answers[i] end;
  end loop;
  update ledger_idempotency d
     set response = v_answer[i]
    from generate_subscripts(p_entry_ids, 1) as i
   where d.key = p_idem_keys[i] and d.key = any(v_claimed)
     and v_state[i] is null;

  return query
    select i, coalesce(v_state[i], 'written'), v_answer[i], now()
      from generate_subscripts(p_entry_ids, 1) as i
     order by i;
end $fn$;
