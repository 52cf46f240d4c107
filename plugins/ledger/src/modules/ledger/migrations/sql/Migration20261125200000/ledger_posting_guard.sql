-- ledger_posting_guard: Postings are immutable (no DELETE; an UPDATE only posts a pending posting
-- once, UL405) and each effective posting carries the hash chain link of its account.
-- Loaded by migrations (lib/sql-files.ts); see the plugin README.
create or replace function ledger_posting_guard() returns trigger
    language plpgsql as $fn$
  declare v_prev text;
  begin
    if tg_op = 'DELETE' then
      raise exception 'ledger postings are immutable (delete of %)', old.id
        using errcode = 'UL405';
    end if;
    if tg_op = 'UPDATE' and not (old.seq is null and new.seq is not null
        and new.id = old.id and new.entry_id = old.entry_id
        and new.account = old.account and new.asset = old.asset
        and new.unit = old.unit and new.amount = old.amount
        and new.member_id is not distinct from old.member_id
        and new.kind = old.kind and new.created_at = old.created_at
        and old.balance_after is null and new.balance_after is not null) then
      raise exception 'ledger postings are immutable (update of %)', old.id
        using errcode = 'UL405';
    end if;
    if new.seq is null then
      new.hash := null;
      return new;
    end if;
    -- the account's previous link; rows earlier in this statement are visible
    select p.hash into v_prev from ledger_posting p
     where p.account = new.account and p.asset = new.asset
       and p.seq is not null and p.seq < new.seq
     order by p.seq desc limit 1;
    new.hash := encode(sha256(convert_to(concat_ws('|',
coalesce(v_prev, ''), new.entry_id, new.account, new.asset,
new.amount::numeric(38,8)::text, new.balance_after::numeric(38,8)::text,
new.seq::text), 'UTF8')), 'hex');
    return new;
  end $fn$;
