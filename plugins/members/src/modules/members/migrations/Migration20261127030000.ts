import { Migration } from "@medusajs/framework/mikro-orm/migrations"

/**
 * One row per Idempotency-Key whose request is being answered: requests
 * with the same key take turns, so a phone's retries count one secondary-password
 * attempt at a time. A row, not a held connection or lock: a turn costs one
 * statement to take and one to give back, whatever the number of requests in
 * flight; a turn whose process died ends at `expires_at`.
 */
export class Migration20261127030000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table if not exists "member_request_turn" (
      "key" text primary key,
      "owner" text not null,
      "expires_at" timestamptz not null
    );`)
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "member_request_turn";`)
  }
}
