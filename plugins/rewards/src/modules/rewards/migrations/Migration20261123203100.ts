import { Migration } from "@medusajs/framework/mikro-orm/migrations"

/**
 * The activation lock's fencing token: each holder of the
 * session advisory lock takes the next token; the transaction that posts an
 * activation's or a refund's entry checks, with a share lock on this row, that its
 * token is still the last one. A holder whose lock died with its backend (and was
 * taken by another process meanwhile) then posts nothing, and a new holder's
 * increment waits for a posting transaction in flight to end.
 */
export class Migration20261123203100 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table if not exists "reward_lock_fence" (
      "name" text not null primary key,
      "token" bigint not null default 0
    );`)
    this.addSql(`insert into "reward_lock_fence" ("name", "token")
      values ('activation', 0) on conflict do nothing;`)
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "reward_lock_fence";`)
  }
}
