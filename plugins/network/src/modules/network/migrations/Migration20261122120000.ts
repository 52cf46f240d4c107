import { Migration } from "@medusajs/framework/mikro-orm/migrations"

/** The placement and sponsor trees, kept with subtree sizes and volumes. */
export class Migration20261122120000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table if not exists "network_operation" (
      "id" text not null, "key" text not null, "kind" text not null, "member_id" text not null,
      "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(),
      "deleted_at" timestamptz null, constraint "network_operation_pkey" primary key ("id"));`)
    this.addSql(
      `CREATE UNIQUE INDEX IF NOT EXISTS "IDX_network_operation_key_unique" ON "network_operation" ("key") WHERE deleted_at IS NULL;`
    )
    this.addSql(
      `CREATE INDEX IF NOT EXISTS "IDX_network_operation_deleted_at" ON "network_operation" ("deleted_at") WHERE deleted_at IS NULL;`
    )

    this.addSql(`create table if not exists "network_node" (
      "member_id" text not null primary key,
      "username" text not null,
      "sponsor_id" text null references "network_node" ("member_id"),
      "parent_id" text null references "network_node" ("member_id"),
      "line" smallint null check ("line" between 1 and 3),
      "depth" integer not null default 0,
      "path" text[] not null default '{}',
      "child_count" smallint not null default 0 check ("child_count" between 0 and 3),
      "size" integer not null default 1 check ("size" >= 1),
      "volume" numeric(38,8) not null default 0 check ("volume" >= 0),
      "own_volume" numeric(38,8) not null default 0 check ("own_volume" >= 0),
      "direct_count" integer not null default 0,
      "active_direct_count" integer not null default 0,
      "card" text null check ("card" in ('standard','gold')),
      "active" boolean not null default false,
      "star_level_auto" smallint not null default 0,
      "star_level_pinned" smallint null check ("star_level_pinned" between 0 and 5),
      "team_level_auto" smallint not null default 0,
      "team_level_pinned" smallint null check ("team_level_pinned" between 0 and 5),
      "created_at" timestamptz not null default now()
    );`)
    this.addSql(
      `CREATE UNIQUE INDEX IF NOT EXISTS "IDX_network_node_username" ON "network_node" ("username" text_pattern_ops);`
    )
    this.addSql(
      `CREATE UNIQUE INDEX IF NOT EXISTS "IDX_network_node_parent_line" ON "network_node" ("parent_id", "line");`
    )
    this.addSql(
      `CREATE INDEX IF NOT EXISTS "IDX_network_node_sponsor" ON "network_node" ("sponsor_id", "created_at");`
    )
    // Only one member may sit at the root of the placement tree.
    this.addSql(
      `CREATE UNIQUE INDEX IF NOT EXISTS "IDX_network_node_single_root" ON "network_node" ((true)) WHERE "parent_id" IS NULL;`
    )
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "network_node" cascade;`)
    this.addSql(`drop table if exists "network_operation" cascade;`)
  }
}
