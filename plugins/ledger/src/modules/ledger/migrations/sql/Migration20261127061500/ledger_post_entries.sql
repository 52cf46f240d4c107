-- ledger_post_entries: several journal entries in order, in one statement (one round
-- trip for a batch: the activations of one lock hold). Each is ledger_post_entry's,
-- in a block of its own: the first that fails is undone alone, no later one is
-- tried, and those before it stay (they commit with the caller's transaction).
-- Answers one row per entry posted (its id; `replayed` if its key was posted
-- before with the same postings) and, if one failed, a last row with its SQLSTATE
-- and message. Loaded by migrations (lib/sql-files.ts); see the plugin README.
-- p_entries: a JSON array of objects with ledger_post_entry's arguments by name
-- (id, key, hash, kind, description_key, params, source_type, source_id, pending,
-- and the legs' accounts, assets, units, amounts, member_ids, allow_negative).
create or replace function ledger_post_entries(p_entries jsonb)
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
