import { Migration } from "@medusajs/framework/mikro-orm/migrations"

/**
 * A secret check's attempt counted in one call: the advisory lock of
 * each key (sorted), the count within the window, and the attempt's rows, where it
 * took a transaction of five statements. Each statement of a PL/pgSQL function
 * takes a fresh snapshot, so the count sees every attempt committed by the
 * holders before it (their locks are released at their commit): of N parallel
 * attempts at most the limit get through, as before. Answers null when a key is
 * already at its limit (nothing is written then).
 */
export class Migration20261202090000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create or replace function member_count_attempt(
      p_keys text[], p_ids text[], p_window_mins int, p_max_ip int, p_max int
    ) returns text[] language plpgsql as $$
    declare k text;
    begin
      foreach k in array p_keys loop
        perform pg_advisory_xact_lock(hashtextextended('uuc-lockout:' || k, 0));
      end loop;
      if exists (
        select 1 from login_failure
         where key = any(p_keys) and deleted_at is null
           and created_at > now() - make_interval(mins => p_window_mins)
         group by key
        having count(*) >= case when key like 'ip:%' then p_max_ip else p_max end
      ) then
        return null;
      end if;
      insert into login_failure (id, key, created_at, updated_at)
      select i, k2, now(), now() from unnest(p_ids, p_keys) as u(i, k2);
      return p_ids;
    end $$;`)
  }

  override async down(): Promise<void> {
    this.addSql(
      `drop function if exists member_count_attempt(text[], text[], int, int, int);`
    )
  }
}
