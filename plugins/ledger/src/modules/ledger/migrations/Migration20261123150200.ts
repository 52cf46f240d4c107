import { Migration } from "@medusajs/framework/mikro-orm/migrations"

/**
 * Postings and entries immutable in the database, and a hash chain (* defect 8).
 *
 * - `ledger_entry`: no DELETE; an UPDATE may only move a pending entry to posted
 *   (with posted_at) or voided (with voided_at), nothing else of it changes.
 * - `ledger_posting`: no DELETE; an UPDATE may only give a pending entry's posting
 *   its running balance and `seq` once, when the entry is posted.
 * - Each posting that takes effect gets `hash` = sha256 of its account's previous
 *   posting's hash (by `seq`) and its own entry, account, asset, amount, running
 *   balance and seq. The chain is per account, computed in the posting's
 *   transaction while the account's row lock (taken in address order by every
 *   posting path) is held: it adds no lock and serializes nothing that was not
 *   serialized already. `verify` recomputes every link, so a rewrite of postings and
 *   balances that keeps the sums consistent is still found.
 *
 * SQLSTATE UL405: a write the ledger never makes.
 */
const LINK = (
  prev: string,
  p: string
) => `encode(sha256(convert_to(concat_ws('|',
  coalesce(${prev}, ''), ${p}.entry_id, ${p}.account, ${p}.asset,
  ${p}.amount::numeric(38,8)::text, ${p}.balance_after::numeric(38,8)::text,
  ${p}.seq::text), 'UTF8')), 'hex')`

export class Migration20261123150200 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table "ledger_posting" add column if not exists "hash" text null;`
    )
    // the chain of what was posted before this migration, account by account
    this.addSql(`do $do$
    declare r record; v_prev text; v_account text := ''; v_asset text := '';
    begin
      for r in select * from ledger_posting where seq is not null and hash is null
                order by account, asset, seq loop
        if r.account <> v_account or r.asset <> v_asset then
          select hash into v_prev from ledger_posting
           where account = r.account and asset = r.asset and seq < r.seq
           order by seq desc limit 1;
          v_account := r.account; v_asset := r.asset;
        end if;
        v_prev := ${LINK("v_prev", "r")};
        update ledger_posting set hash = v_prev where id = r.id;
      end loop;
    end $do$;`)

    this
      .addSql(`create or replace function ledger_posting_guard() returns trigger
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
      new.hash := ${LINK("v_prev", "new")};
      return new;
    end $fn$;`)
    this.addSql(
      `drop trigger if exists "ledger_posting_guard" on "ledger_posting";`
    )
    this.addSql(`create trigger "ledger_posting_guard"
      before insert or update or delete on "ledger_posting"
      for each row execute function ledger_posting_guard();`)

    this.addSql(`create or replace function ledger_entry_guard() returns trigger
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
    end $fn$;`)
    this.addSql(
      `drop trigger if exists "ledger_entry_guard" on "ledger_entry";`
    )
    this.addSql(`create trigger "ledger_entry_guard"
      before update or delete on "ledger_entry"
      for each row execute function ledger_entry_guard();`)
  }

  override async down(): Promise<void> {
    this.addSql(
      `drop trigger if exists "ledger_entry_guard" on "ledger_entry";`
    )
    this.addSql(
      `drop trigger if exists "ledger_posting_guard" on "ledger_posting";`
    )
    this.addSql(`drop function if exists ledger_entry_guard;`)
    this.addSql(`drop function if exists ledger_posting_guard;`)
    this.addSql(`alter table "ledger_posting" drop column if exists "hash";`)
  }
}
