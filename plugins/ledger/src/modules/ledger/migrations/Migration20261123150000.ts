import { Migration } from "@medusajs/framework/mikro-orm/migrations"

/**
 * The states of a withdrawal and of a recharge as ONE table of allowed transitions
 * each, enforced by a trigger: a status change not listed is
 * refused by the database whatever the code asks, inside the transaction that
 * posts (SQLSTATE UL423). A withdrawal in `transferring` (the payout was sent) can
 * only become `passed`, never `rejected` (that would pay the member twice).
 */
const LEDGER_TRANSITIONS: Record<string, [string, string][]> = {
  withdrawal: [
    ["pending", "transferring"],
    ["pending", "passed"],
    ["pending", "rejected"],
    ["transferring", "passed"],
  ],
  recharge: [
    ["pending", "confirmed"],
    ["pending", "rejected"],
  ],
}

export class Migration20261123150000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table if not exists "ledger_state_transition" (
      "machine" text not null,
      "from_status" text not null,
      "to_status" text not null,
      constraint "ledger_state_transition_pkey" primary key ("machine", "from_status", "to_status")
    );`)
    const rows = Object.entries(LEDGER_TRANSITIONS).flatMap(([m, pairs]) =>
      pairs.map(([f, t]) => `('${m}', '${f}', '${t}')`)
    )
    this.addSql(`insert into "ledger_state_transition" values ${rows.join(", ")}
      on conflict do nothing;`)
    this
      .addSql(`create or replace function ledger_guard_transition() returns trigger
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
    end $fn$;`)
    for (const [table, machine] of [
      ["ledger_withdrawal", "withdrawal"],
      ["ledger_recharge", "recharge"],
    ]) {
      this.addSql(`drop trigger if exists "${table}_transition" on "${table}";`)
      this.addSql(`create trigger "${table}_transition"
        before update of status on "${table}" for each row
        execute function ledger_guard_transition('${machine}');`)
    }
  }

  override async down(): Promise<void> {
    this.addSql(
      `drop trigger if exists "ledger_withdrawal_transition" on "ledger_withdrawal";`
    )
    this.addSql(
      `drop trigger if exists "ledger_recharge_transition" on "ledger_recharge";`
    )
    this.addSql(`drop function if exists ledger_guard_transition;`)
    this.addSql(`drop table if exists "ledger_state_transition";`)
  }
}
