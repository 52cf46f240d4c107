import { Migration } from "@medusajs/framework/mikro-orm/migrations"

/** Email notifications: a member's address, their choices per kind, the deliveries. */
export class Migration20261208001500 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table if not exists "notification_email" ("id" text not null, "receiver_id" text not null, "member_id" text not null, "email" text null, "confirmed_at" timestamptz null, "pending_email" text null, "code_hash" text null, "code_salt" text null, "code_expires_at" timestamptz null, "code_attempts" integer not null default 0, "code_sent_at" timestamptz null, "locale" text not null default 'en-US', "unsubscribe_token" text null, "unsubscribed_at" timestamptz null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "notification_email_pkey" primary key ("id"));`
    )
    this.addSql(
      `CREATE UNIQUE INDEX IF NOT EXISTS "IDX_notification_email_receiver_id_unique" ON "notification_email" ("receiver_id") WHERE deleted_at IS NULL;`
    )
    this.addSql(
      `CREATE UNIQUE INDEX IF NOT EXISTS "IDX_notification_email_unsubscribe_token_unique" ON "notification_email" ("unsubscribe_token") WHERE deleted_at IS NULL;`
    )
    this.addSql(
      `CREATE INDEX IF NOT EXISTS "IDX_notification_email_deleted_at" ON "notification_email" ("deleted_at") WHERE deleted_at IS NULL;`
    )

    this.addSql(
      `create table if not exists "notification_preference" ("id" text not null, "receiver_id" text not null, "kind" text not null, "email" boolean not null default false, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "notification_preference_pkey" primary key ("id"));`
    )
    this.addSql(
      `CREATE UNIQUE INDEX IF NOT EXISTS "IDX_notification_preference_receiver_id_kind_unique" ON "notification_preference" ("receiver_id", "kind") WHERE deleted_at IS NULL;`
    )
    this.addSql(
      `CREATE INDEX IF NOT EXISTS "IDX_notification_preference_deleted_at" ON "notification_preference" ("deleted_at") WHERE deleted_at IS NULL;`
    )

    this.addSql(
      `create table if not exists "notification_delivery" ("id" text not null, "notification_id" text not null, "channel" text not null, "receiver_id" text not null, "member_id" text not null, "kind" text not null, "address" text not null, "status" text check ("status" in ('pending', 'sending', 'sent', 'failed', 'abandoned', 'cancelled')) not null default 'pending', "attempts" integer not null default 0, "next_attempt_at" timestamptz not null, "claimed_at" timestamptz null, "sent_at" timestamptz null, "last_error" text null, "external_id" text null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "notification_delivery_pkey" primary key ("id"));`
    )
    this.addSql(
      `CREATE UNIQUE INDEX IF NOT EXISTS "IDX_notification_delivery_notification_id_channel_unique" ON "notification_delivery" ("notification_id", "channel") WHERE deleted_at IS NULL;`
    )
    this.addSql(
      `CREATE INDEX IF NOT EXISTS "IDX_notification_delivery_status_next_attempt_at" ON "notification_delivery" ("status", "next_attempt_at") WHERE deleted_at IS NULL;`
    )
    this.addSql(
      `CREATE INDEX IF NOT EXISTS "IDX_notification_delivery_receiver_id" ON "notification_delivery" ("receiver_id") WHERE deleted_at IS NULL;`
    )
    this.addSql(
      `CREATE INDEX IF NOT EXISTS "IDX_notification_delivery_deleted_at" ON "notification_delivery" ("deleted_at") WHERE deleted_at IS NULL;`
    )
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "notification_delivery" cascade;`)
    this.addSql(`drop table if exists "notification_preference" cascade;`)
    this.addSql(`drop table if exists "notification_email" cascade;`)
  }
}
