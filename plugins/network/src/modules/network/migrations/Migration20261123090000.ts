import { Migration } from "@medusajs/framework/mikro-orm/migrations"

/**
 * Every activation and placement rewrites the rows along a path, and each row held
 * its own path inline (compressed, about 3 KB at depth 1,000): an activation at
 * that depth copied megabytes of heap and WAL. Kept out of line, a path is an
 * 18-byte pointer that an update copies as it is. Applies to rows written from now on.
 */
export class Migration20261123090000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table "network_node" alter column "path" set storage external;`
    )
    this.addSql(`alter table "network_node" set (toast_tuple_target = 128);`)
  }

  override async down(): Promise<void> {
    this.addSql(
      `alter table "network_node" alter column "path" set storage extended;`
    )
    this.addSql(`alter table "network_node" reset (toast_tuple_target);`)
  }
}
