import { applyD1Migrations, env } from 'cloudflare:test';

/*
 * Every test file starts on a freshly migrated, empty D1 and an empty R2 bucket (`freshStorage`, run by the setup
 * file worker/test/fresh-storage.ts), also where files share a workerd instance and its modules (`isolate: false`,
 * off for now, decision 048): a file that finds the tables of an earlier one drops them all and migrates anew, and
 * the migrations' own rows (postcodes, lists, the report cache's versions) come back as they were.
 */

let generation = 0;

interface SchemaObject {
  name: string;
  type: 'table' | 'view' | 'trigger' | 'index';
  sql: string | null;
}

const dropStatement = ({ name, type }: SchemaObject) => `DROP ${type.toUpperCase()} IF EXISTS "${name.replace(/"/g, '""')}"`;

/** Tables in an order to drop them: every table before the tables it references (self-references aside). */
function childrenFirst(tables: SchemaObject[], references: { child: string; parent: string }[]): SchemaObject[] {
  const ordered: SchemaObject[] = [];
  const left = new Set(tables.map((table) => table.name));
  while (left.size > 0) {
    const referenced = new Set(references.filter((r) => left.has(r.child) && r.child !== r.parent).map((r) => r.parent));
    const free = [...left].filter((name) => !referenced.has(name));
    if (free.length === 0) throw new Error(`Tables reference each other in a cycle: ${[...left].join(', ')}`);
    for (const name of free) left.delete(name);
    ordered.push(...tables.filter((table) => free.includes(table.name)));
  }
  return ordered;
}

async function dropEverything(db: D1Database): Promise<void> {
  const { results } = await db
    .prepare(
      `SELECT name, type, sql FROM sqlite_master
        WHERE type IN ('table', 'view', 'trigger') AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%'`,
    )
    .all<SchemaObject>();
  // D1 refuses pragma_foreign_key_list: the references are read from each table's CREATE statement.
  const references = results.flatMap(({ name, sql }) =>
    [...(sql ?? '').matchAll(/REFERENCES\s+[`"']?(\w+)/gi)].map((match) => ({ child: name, parent: match[1]! })),
  );
  const virtual = results.filter((object) => object.sql?.startsWith('CREATE VIRTUAL TABLE'));
  // A virtual table drops its shadow tables itself; dropping them first fails.
  const shadowOf = (name: string) => virtual.some((table) => name.startsWith(`${table.name}_`));
  const tables = results.filter((object) => object.type === 'table' && !virtual.includes(object) && !shadowOf(object.name));
  const order = [
    ...results.filter((object) => object.type === 'trigger'),
    ...results.filter((object) => object.type === 'view'),
    ...virtual,
    ...childrenFirst(tables, references),
  ];
  await db.batch(order.map((object) => db.prepare(dropStatement(object))));
}

async function emptyBucket(bucket: R2Bucket): Promise<void> {
  for (let listed = await bucket.list(); listed.objects.length > 0; listed = await bucket.list()) {
    await bucket.delete(listed.objects.map((object) => object.key));
  }
}

export async function freshStorage(): Promise<void> {
  await emptyBucket(env.FILES);
  // readD1Migrations returns [] when it cannot read the folder layout: fail loudly instead of testing an empty DB.
  if (env.TEST_MIGRATIONS.length === 0) throw new Error('No D1 migrations found in ./drizzle');
  const migrated = await env.DB.prepare(`SELECT 1 FROM sqlite_master WHERE name = 'd1_migrations'`).first();
  if (migrated) await dropEverything(env.DB);
  await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
  generation++;
}

/**
 * Rows a helper module creates once and reuses (a catalogue of offered workshops, say): made again for each test
 * file's fresh database, since helper modules outlive the file that first used them.
 */
export function oncePerDatabase<T>(create: () => Promise<T>): () => Promise<T> {
  let cached: { generation: number; value: Promise<T> } | null = null;
  return () => {
    if (cached?.generation !== generation) cached = { generation, value: create() };
    return cached.value;
  };
}
