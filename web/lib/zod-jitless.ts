/*
 * The Content-Security-Policy forbids eval (docs/decisions/007-security-headers.md). Zod compiles its fast object
 * parsers with `new Function` after probing whether eval works, and the probe alone reports a CSP violation.
 * Jitless skips both. Zod takes its global settings from `globalThis.__zod_globalConfig` when it loads, so setting
 * that here, first in main.tsx, keeps zod itself out of the entry: it loads with the first chunk that needs it.
 */
declare global {
  var __zod_globalConfig: { jitless?: boolean } | undefined;
}

globalThis.__zod_globalConfig = { ...globalThis.__zod_globalConfig, jitless: true };

export {};
