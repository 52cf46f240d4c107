-- ledger_entry_guard: Entries are immutable (no DELETE; an UPDATE only moves pending to posted or
-- voided with its timestamp, UL405).
-- Loaded by migrations (lib/sql-files.ts); see the plugin README.
create or replace function ledger_entry_guard() returns trigger
  language plpgsql as $fn$
begin
  if tg_op = 'DELETE' then
    raise exception 'ledger entries are immutable (delete of %)', old.key
      using errcode = 'UL405';
  end if;
  if not (old.status = 'pending' and new.status in ('posted', 'voided')
      and new.id = old.id and new.key = old.key
      and new.request_hash = old.request_hash and new.kind = old.kind
      and new.description_key = old.description_key
      and new.params = old.params
      and new.source_type is not distinct from old.source_type
      and new.source_id is not distinct from old.source_id
      and new.created_at = old.created_at
      and old.posted_at is null and old.voided_at is null
      and (new.status = 'posted') = (new.posted_at is not null)
      and (new.status = 'voided') = (new.voided_at is not null)) then
    raise exception 'ledger entries are immutable (update of %)', old.key
      using errcode = 'UL405';
  end if;
  return new;
end $fn$;
