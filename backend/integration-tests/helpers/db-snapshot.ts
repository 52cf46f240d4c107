import { createHash } from "crypto"
import { Client } from "pg"

// Medusa's runner snapshots a spec's database when its first test starts and
// restores it before every other test, by CREATE DATABASE … TEMPLATE: a copy of
// every file of a 20 MB schema, 1.5-2 s a test where PostgreSQL syncs to disk (CI's
// server). Here the snapshot is the rows themselves, kept in a schema of the same
// database, and a restore ends the test's sessions, empties every table and puts
// the snapshot's rows and sequence values back, in one transaction (≈ 0.1-0.3 s).
// The state each test starts from is the same: the same rows, sequences, and no
// session, lock or open transaction left from the test before.

type Names = { databaseName: string; templateName: string }

/** A session on `database` of the test server (the DB_* variables, as the runner reads them). */
export const connect = async (database: string) => {
  const client = new Client({
    host: process.env.DB_HOST ?? "localhost",
    port: Number(process.env.DB_PORT ?? 5432),
    user: process.env.DB_USERNAME ?? "postgres",
    password: process.env.DB_PASSWORD || undefined,
    database,
  })
  await client.connect()
  return client
}

/** The schema holding a snapshot: one per template name the runner uses. */
const schemaOf = (templateName: string) =>
  `uuc_snapshot_${createHash("sha1").update(templateName).digest("hex").slice(0, 12)}`

/** Copies every non-empty table of `public` and every sequence's position. */
async function snapshot({ databaseName, templateName }: Names) {
  const schema = schemaOf(templateName)
  const client = await connect(databaseName)
  try {
    await client.query("begin isolation level repeatable read")
    await client.query(`drop schema if exists "${schema}" cascade`)
    await client.query(`create schema "${schema}"`)
    await client.query(`
      do $$
      declare r record; v bigint; called boolean; has boolean;
      begin
        for r in select tablename from pg_tables where schemaname = 'public' loop
          execute format('select exists (select 1 from public.%I)', r.tablename) into has;
          if has then
            execute format('create table %I.%I as select * from public.%I',
              '${schema}', r.tablename, r.tablename);
          end if;
        end loop;
        create table "${schema}"."-sequences" (name text, last_value bigint, is_called boolean);
        for r in select c.oid::regclass::text as name from pg_class c
            join pg_namespace n on n.oid = c.relnamespace
            where c.relkind = 'S' and n.nspname = 'public' loop
          execute format('select last_value, is_called from %s', r.name) into v, called;
          insert into "${schema}"."-sequences" values (r.name, v, called);
        end loop;
      end $$`)
    await client.query("commit")
  } finally {
    await client.end()
  }
}

/** Puts the snapshot back: the test's sessions ended, tables and sequences as kept. */
async function restore({ databaseName, templateName }: Names) {
  const schema = schemaOf(templateName)
  const client = await connect(databaseName)
  try {
    await client.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
        where datname = $1 and pid <> pg_backend_pid()`,
      [databaseName]
    )
    await client.query("begin")
    // no foreign key or guard trigger fires while rows are put back as they were
    await client.query("set local session_replication_role = replica")
    await client.query(`
      do $$
      declare r record; cols text;
      begin
        for r in select tablename from pg_tables where schemaname = 'public' loop
          execute format('delete from public.%I', r.tablename);
        end loop;
        for r in select tablename from pg_tables
            where schemaname = '${schema}' and tablename <> '-sequences' loop
          select string_agg(format('%I', a.attname), ', ' order by a.attnum) into cols
            from pg_attribute a
            where a.attrelid = format('public.%I', r.tablename)::regclass
              and a.attnum > 0 and not a.attisdropped and a.attgenerated = '';
          execute format('insert into public.%I (%s) overriding system value select %s from %I.%I',
            r.tablename, cols, cols, '${schema}', r.tablename);
        end loop;
        for r in select * from "${schema}"."-sequences" loop
          perform setval(r.name, r.last_value, r.is_called);
        end loop;
      end $$`)
    await client.query("commit")
  } finally {
    await client.end()
  }
}

/**
 * Has Medusa's runner snapshot and restore this way: it calls those two helpers
 * through their module's exports (test harness only; the server under test and
 * its database are Medusa's own). The snapshot lives in the spec's database,
 * dropped with it, so dropping a "template" has nothing left to do.
 */
export function snapshotRowsNotFiles() {
  // the runner's own instance of the module (this file's registry)
  const templates = jest.requireActual<{
    createPostgresDatabaseTemplate: typeof snapshot
    restorePostgresDatabaseFromTemplate: typeof restore
    dropPostgresDatabaseTemplate: (name: string) => Promise<void>
  }>("@medusajs/test-utils/dist/medusa-test-runner-utils/postgres-template")
  templates.createPostgresDatabaseTemplate = snapshot
  templates.restorePostgresDatabaseFromTemplate = restore
  templates.dropPostgresDatabaseTemplate = async () => {}
}
