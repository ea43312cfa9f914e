import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const E2E_STATE = '.wrangler/e2e-state';
export const DEMO_PASSWORD = 'Demo-2026!';
export const demo = {
  admin: 'admin@example.org',
  associate: 'associate@example.org',
  coach: 'coach@example.org',
  finance: 'finance@example.org',
} as const;
export type DemoRole = keyof typeof demo;
export type Lang = 'de' | 'fr' | 'it' | 'en';

const here = fileURLToPath(import.meta.url);
const root = resolve(dirname(here), '..');
const wranglerBin = join(dirname(createRequire(here).resolve('wrangler/package.json')), 'bin', 'wrangler.js');

/** Reads the local D1 of the running e2e stack (wrangler's own CLI, no test-only API in the worker). */
export function queryD1<T = Record<string, unknown>>(sql: string): T[] {
  const out = execFileSync(
    process.execPath,
    [wranglerBin, 'd1', 'execute', 'DB', '--local', '--persist-to', E2E_STATE, '--json', '--command', sql],
    {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false', WRANGLER_HIDE_BANNER: 'true' },
    },
  );
  const parsed = JSON.parse(out) as { results: T[] }[];
  return parsed[0]?.results ?? [];
}

/** SQL string literal. */
export const sqlText = (value: string) => `'${value.replace(/'/g, "''")}'`;

// ---------------------------------------------------------------------------------------------------------------
// Translations: the catalogs in locales/<lang>/messages.po (message ids are the German source texts).

const catalogs = new Map<Lang, Map<string, string>>();

function unquote(line: string): string {
  return JSON.parse(line.trim()) as string;
}

function loadCatalog(lang: Lang): Map<string, string> {
  const cached = catalogs.get(lang);
  if (cached) return cached;
  const map = new Map<string, string>();
  const lines = readFileSync(join(root, 'locales', lang, 'messages.po'), 'utf8').split('\n');
  let id: string | null = null;
  let str: string | null = null;
  let target: 'id' | 'str' | null = null;
  const flush = () => {
    if (id !== null && str !== null && id !== '') map.set(id, str || id);
    id = null;
    str = null;
    target = null;
  };
  for (const line of lines) {
    if (line.startsWith('msgid ')) {
      flush();
      id = unquote(line.slice(6));
      target = 'id';
    } else if (line.startsWith('msgstr ')) {
      str = unquote(line.slice(7));
      target = 'str';
    } else if (line.startsWith('"') && target) {
      if (target === 'id') id = (id ?? '') + unquote(line);
      else str = (str ?? '') + unquote(line);
    } else if (line.trim() === '') {
      flush();
    }
  }
  flush();
  catalogs.set(lang, map);
  return map;
}

/** The translation of a German source text, with `{placeholders}` filled in. Throws for unknown ids. */
export function tr(lang: Lang, source: string, values: Record<string, string | number> = {}): string {
  const text = loadCatalog(lang).get(source);
  if (text === undefined) throw new Error(`No message "${source}" in the ${lang} catalog`);
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** Exact-text matcher for accessible names. */
export const exact = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

// ---------------------------------------------------------------------------------------------------------------
// Sessions

export async function setLanguage(page: Page, language: string) {
  await page.addInitScript((lng) => window.localStorage.setItem('language', lng), language);
}

/** Signs in through the UI (login page in the page's current language). */
export async function login(page: Page, email: string, password = DEMO_PASSWORD, lang: Lang = 'de') {
  await page.goto('/login');
  await page.getByLabel(tr(lang, 'E-Mail'), { exact: true }).fill(email);
  await page.getByLabel(tr(lang, 'Passwort'), { exact: true }).fill(password);
  const submit = page.getByRole('button', { name: tr(lang, 'Anmelden'), exact: true });
  await expect(submit).toBeEnabled();
  await submit.click();
  await page.waitForURL(/\/manager(\/|$)/);
}

export interface ApiSession {
  token: string;
  expires_at: number;
  user: { id: number; email: string; role: string; state: string; language: string; firstname: string; lastname: string };
}

/** Signs in through the API (saves UI logins against the per-account rate limit). */
export async function apiLogin(request: APIRequestContext, email: string, password = DEMO_PASSWORD): Promise<ApiSession> {
  const response = await request.post('/api/login', { data: { email, password } });
  expect(response.status(), `login of ${email}: ${await response.text()}`).toBe(200);
  return ((await response.json()) as { data: ApiSession }).data;
}

/**
 * Puts an API session into localStorage the way the SPA stores it (token, expiration_date, user), once per page:
 * later navigations and a logout are not undone.
 */
export async function useSession(page: Page, session: ApiSession, language?: Lang) {
  await page.addInitScript(
    ({ session, language }) => {
      if (window.sessionStorage.getItem('e2e-session-seeded')) return;
      window.sessionStorage.setItem('e2e-session-seeded', '1');
      window.localStorage.setItem('token', session.token);
      window.localStorage.setItem('expiration_date', new Date(session.expires_at * 1000).toISOString());
      window.localStorage.setItem('user', JSON.stringify(session.user));
      if (language) window.localStorage.setItem('language', language);
    },
    { session, language },
  );
}

/** A snackbar (Radix toast: a list item in the notifications region, top right) with the given text. */
export const snackbar = (page: Page, text: string, severity?: 'success' | 'error' | 'info') => {
  const item = page.getByRole('region').getByRole('listitem').filter({ hasText: text });
  return severity ? item.and(page.locator(`[data-severity="${severity}"]`)) : item;
};
