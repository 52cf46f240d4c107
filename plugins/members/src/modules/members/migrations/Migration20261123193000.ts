import { Migration } from "@medusajs/framework/mikro-orm/migrations"

/**
 * The audit log's published write contract: `members_audit_write(actor, action,
 * target_type, target_id, before, after)` inserts one row and answers its id. Other
 * plugins call it with their own transaction's connection, so a staff change and its
 * audit row commit or roll back together, without any plugin touching this module's
 * table. Its signature is the contract: change it only by adding an overload.
 */
export class Migration20261123193000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
create or replace function members_audit_write(
  p_actor_id text, p_action text, p_target_type text, p_target_id text,
  p_before jsonb, p_after jsonb
) returns text language plpgsql as $$
declare
  v_id text := 'aud_' || upper(replace(gen_random_uuid()::text, '-', ''));
begin
  if coalesce(p_actor_id, '') = '' or coalesce(p_action, '') = ''
     or coalesce(p_target_type, '') = '' or coalesce(p_target_id, '') = '' then
    raise exception 'members_audit_write: actor, action and target are required'
      using errcode = '22023';
  end if;
  insert into audit_entry (id, actor_id, action, target_type, target_id, before, after)
  values (v_id, p_actor_id, p_action, p_target_type, p_target_id, p_before, p_after);
  return v_id;
end $$;`)
  }

  override async down(): Promise<void> {
    this.addSql(
      `drop function if exists members_audit_write(text, text, text, text, jsonb, jsonb);`
    )
  }
}
