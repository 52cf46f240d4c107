-- ledger_guard_transition: A withdrawal or recharge changes status only along ledger_state_transition
-- (trigger; UL423): a transferring withdrawal is rejected only when its payout
-- can no longer land (the ledger's rejectWithdrawal decides, rows locked).
-- Loaded by migrations (lib/sql-files.ts); see the plugin README.
create or replace function ledger_guard_transition() returns trigger
  language plpgsql as $fn$
begin
  if new.status is distinct from old.status and not exists (
    select 1 from ledger_state_transition
     where machine = tg_argv[0] and from_status = old.status
       and to_status = new.status) then
    raise exception 'forbidden % transition of %: % -> %',
      tg_argv[0], old.id, old.status, new.status using errcode = 'UL423';
  end if;
  return new;
end $fn$;
