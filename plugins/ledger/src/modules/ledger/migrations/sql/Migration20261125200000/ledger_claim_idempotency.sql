-- ledger_claim_idempotency: One idempotency key, one request: a replay answers the stored answer, the
-- same key with another body is UL409.
-- Loaded by migrations (lib/sql-files.ts); see the plugin README.
create or replace function ledger_claim_idempotency(
  p_key text, p_hash text, out o_claimed boolean, out o_response jsonb)
language plpgsql as $fn$
declare
  v_claimed boolean;
  v_answer jsonb;
  v_hash text;
begin
  insert into ledger_idempotency (key, request_hash) values (p_key, p_hash)
  on conflict (key) do nothing;
  v_claimed := found;
  if not v_claimed then
    select i.request_hash, i.response into v_hash, v_answer
      from ledger_idempotency i where i.key = p_key;
    if v_hash is distinct from p_hash then
      raise exception using errcode = 'UL409', message = 'idempotency_conflict';
    end if;
  end if;
  o_claimed := v_claimed;
  o_response := v_answer;
end $fn$;
