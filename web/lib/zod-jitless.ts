import { config } from 'zod';

/*
 * The Content-Security-Policy forbids eval (docs/decisions/007-security-headers.md). Zod compiles its fast object
 * parsers with `new Function` after probing whether eval works, and the probe alone reports a CSP violation.
 * Jitless skips both; it must run before any schema is defined, so main.tsx imports this module first.
 */
config({ jitless: true });
