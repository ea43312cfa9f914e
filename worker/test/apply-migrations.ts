import { applyD1Migrations, env } from 'cloudflare:test';

// readD1Migrations returns [] when it cannot read the folder layout: fail loudly instead of testing an empty DB.
if (env.TEST_MIGRATIONS.length === 0) throw new Error('No D1 migrations found in ./drizzle');
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
