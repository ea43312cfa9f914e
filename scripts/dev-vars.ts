import { existsSync, readFileSync } from 'node:fs';

/** One setting from a `.dev.vars` file (written by `npm start` / `npm run dev`), or undefined. */
export function readDevVar(name: string, file: string): string | undefined {
  if (!existsSync(file)) return undefined;
  const line = readFileSync(file, 'utf8')
    .split('\n')
    .find((l) => l.trimStart().startsWith(`${name}=`) || l.trimStart().startsWith(`${name} =`));
  const value = line
    ?.slice(line.indexOf('=') + 1)
    .trim()
    .replace(/^"(.*)"$/, '$1');
  return value || undefined;
}

/** The data keys for local scripts: the environment's, else `.dev.vars`'s. */
export function localDataKeys(devVarsFile: string): string {
  const keys = process.env.DATA_ENCRYPTION_KEYS ?? readDevVar('DATA_ENCRYPTION_KEYS', devVarsFile);
  if (!keys) throw new Error(`DATA_ENCRYPTION_KEYS is not set and ${devVarsFile} has none: run \`npm start\` once first`);
  return keys;
}
