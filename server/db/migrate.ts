// A tiny migration runner: applies server/db/migrations/NNN_name.sql in order, each once, and records it.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from './types';

export const MIGRATIONS_DIR = join(dirname(fileURLToPath(import.meta.url)), 'migrations');
const FILE_NAME = /^(\d{3})_[a-z0-9_]+\.sql$/;

export function listMigrations(dir = MIGRATIONS_DIR): { name: string; sql: string }[] {
  const names = readdirSync(dir).filter((name) => FILE_NAME.test(name));
  names.sort();
  const numbers = names.map((name) => name.slice(0, 3));
  const duplicate = numbers.find((n, i) => numbers.indexOf(n) !== i);
  if (duplicate) throw new Error(`Two migrations share the number ${duplicate} in ${dir}`);
  return names.map((name) => ({ name: name.replace(/\.sql$/, ''), sql: readFileSync(join(dir, name), 'utf8') }));
}

/** Applies pending migrations; returns the names applied now. */
export async function migrate(db: Db, dir = MIGRATIONS_DIR): Promise<string[]> {
  await db.exec(`create table if not exists schema_migrations (
    name text primary key,
    applied_at timestamptz not null default now()
  )`);
  const done = new Set((await db.query<{ name: string }>('select name from schema_migrations')).map((r) => r.name));
  const applied: string[] = [];
  for (const { name, sql } of listMigrations(dir)) {
    if (done.has(name)) continue;
    // One simple-protocol script runs as a single implicit transaction on both drivers: a failing
    // migration leaves neither half its tables nor its record behind. Names are checked by FILE_NAME.
    try {
      await db.exec(`${sql}\n;\ninsert into schema_migrations (name) values ('${name}');`);
    } catch (error) {
      throw new Error(`Migration ${name} failed: ${(error as Error).message}`, { cause: error });
    }
    applied.push(name);
  }
  return applied;
}
