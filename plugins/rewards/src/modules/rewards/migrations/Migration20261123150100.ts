import { Migration } from "@medusajs/framework/mikro-orm/migrations"

/**
 * The states of a loan and of an activation (its refund) as ONE table of allowed
 * transitions each, enforced by a trigger: a status
 * change not listed is refused by the database (SQLSTATE UR423) inside the
 * transaction that posts, whatever the code asks. A loan is approved in the
 * transaction that posts its card on credit, so a rejection racing the approval
 * can only find it `pending` (and win) or `passed` (and be refused).
 */
const REWARD_TRANSITIONS: Record<string, [string, string][]> = {
  loan: [
    ["pending", "passed"],
    ["pending", "rejected"],
    ["passed", "repaid"],
  ],
  activation: [
    ["pending", "completed"],
    ["completed", "refunded"],
  ],
}

export class Migration20261123150100 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table if not exists "reward_state_transition" (
      "machine" text not null,
      "from_status" text not null,
      "to_status" text not null,
      constraint "reward_state_transition_pkey" primary key ("machine", "from_status", "to_status")
    );`)
    const rows = Object.entries(REWARD_TRANSITIONS).flatMap(([m, pairs]) =>
      pairs.map(([f, t]) => `('${m}', '${f}', '${t}')`)
    )
    this.addSql(`insert into "reward_state_transition" values ${rows.join(", ")}
      on conflict do nothing;`)
    this
      .addSql(`create or replace function reward_guard_transition() returns trigger
      language plpgsql as $fn$
    begin
      if new.status is distinct from old.status and not exists (
        select 1 from reward_state_transition
         where machine = tg_argv[0] and from_status = old.status
           and to_status = new.status) then
        raise exception 'forbidden % transition of %: % -> %',
          tg_argv[0], old.id, old.status, new.status using errcode = 'UR423';
      end if;
      return new;
    end $fn$;`)
    for (const [table, machine] of [
      ["reward_loan", "loan"],
      ["reward_activation", "activation"],
    ]) {
      this.addSql(`drop trigger if exists "${table}_transition" on "${table}";`)
      this.addSql(`create trigger "${table}_transition"
        before update of status on "${table}" for each row
        execute function reward_guard_transition('${machine}');`)
    }
  }

  override async down(): Promise<void> {
    this.addSql(
      `drop trigger if exists "reward_loan_transition" on "reward_loan";`
    )
    this.addSql(
      `drop trigger if exists "reward_activation_transition" on "reward_activation";`
    )
    this.addSql(`drop function if exists reward_guard_transition;`)
    this.addSql(`drop table if exists "reward_state_transition";`)
  }
}
