/**
 * `npm run deploy [-- --check] [-- --config wrangler.toml]`: the production deploy (docs/deploy.md). First checks that
 * the configuration has every binding, variable and cron trigger the worker needs with real values and that every
 * secret is set on the Worker (scripts/lib/deploy-check.ts), and refuses, naming each missing item, if not. Then
 * builds, checks the bundle, applies the pending D1 migrations to the remote database and deploys with the git commit
 * as `GIT_COMMIT` (GET /api/health shows it). `--check` stops after the checks.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { parseArgs, stripVTControlCharacters } from 'node:util';
import { unstable_readConfig } from 'wrangler';
import { configProblems, secretProblems } from './lib/deploy-check';
import { runWrangler } from './lib/wrangler';

const { values } = parseArgs({
  options: { check: { type: 'boolean', default: false }, config: { type: 'string', default: 'wrangler.toml' } },
});
const configPath = values.config;

/** What `wrangler secret list` lacks of the required secrets, or why it could not list them. */
function missingSecrets(): string[] {
  const result = runWrangler(['secret', 'list', '--format', 'json', '--config', configPath], { encoding: 'utf8' });
  const stdout = String(result.stdout);
  if (result.status === 0)
    return secretProblems((JSON.parse(stdout.slice(stdout.indexOf('['))) as { name: string }[]).map((secret) => secret.name));
  const lines = stripVTControlCharacters(`${result.stderr}`)
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  const reason = lines.find((line) => line.includes('ERROR')) ?? lines[0] ?? `exit ${result.status}`;
  return [`secrets: wrangler secret list failed: ${reason}`];
}

function step(command: string, args: readonly string[]) {
  console.log(`\n> ${command} ${args.join(' ')}`);
  const result = command === 'wrangler' ? runWrangler(args) : spawnSync(command, args, { stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`\nDeploy stopped: ${command} ${args.join(' ')} failed.`);
    process.exit(result.status ?? 1);
  }
}

/** The commit being deployed, `-dirty` when tracked files differ from it. */
function gitCommit(): string {
  const commit = execFileSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf8' }).trim();
  const dirty = spawnSync('git', ['diff', '--quiet', 'HEAD']).status !== 0;
  return dirty ? `${commit}-dirty` : commit;
}

const problems = [...configProblems(unstable_readConfig({ config: configPath }, { hideWarnings: true })), ...missingSecrets()];
if (problems.length > 0) {
  console.error(`Not ready for a production deploy (${configPath}); docs/deploy.md says how to set each:`);
  for (const problem of problems) console.error(`  - ${problem}`);
  process.exit(1);
}
console.log(`${configPath}: every binding, variable, cron trigger and secret of a production deploy is set.`);
if (values.check) process.exit(0);

step('npm', ['run', 'build']);
step('npm', ['run', '-s', 'check:bundle']);
step('wrangler', ['d1', 'migrations', 'apply', 'DB', '--remote', '--config', configPath]);
step('wrangler', ['deploy', '--config', configPath, '--var', `GIT_COMMIT:${gitCommit()}`]);
