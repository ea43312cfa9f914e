import { execFileSync } from 'node:child_process';
import { expect, type Page } from '@playwright/test';

export const E2E_STATE = '.wrangler/e2e-state';
export const DEMO_PASSWORD = 'Demo-2026!';
export const demo = {
  admin: 'admin@example.org',
  associate: 'associate@example.org',
  coach: 'coach@example.org',
  finance: 'finance@example.org',
} as const;
export type DemoRole = keyof typeof demo;

/** Reads the local D1 of the running e2e stack (wrangler's own CLI, no test-only API in the worker). */
export function queryD1<T = Record<string, unknown>>(sql: string): T[] {
  const out = execFileSync(
    'npx',
    ['wrangler', 'd1', 'execute', 'DB', '--local', '--persist-to', E2E_STATE, '--json', '--command', sql],
    {
      encoding: 'utf8',
      env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false', WRANGLER_HIDE_BANNER: 'true' },
    },
  );
  const parsed = JSON.parse(out) as { results: T[] }[];
  return parsed[0]?.results ?? [];
}

export async function setLanguage(page: Page, language: 'de' | 'fr' | 'it' | 'en') {
  await page.addInitScript((lng) => window.localStorage.setItem('language', lng), language);
}

export async function login(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/login');
  await page.getByLabel(/E-Mail|Email|Courriel|e-mail/i).fill(email);
  await page
    .getByLabel(/Passwort|Password|Mot de passe|Password/i)
    .first()
    .fill(password);
  const submit = page.getByRole('button', { name: /Anmelden|Login|Se connecter|Accedi/i });
  await expect(submit).toBeEnabled();
  await submit.click();
  await page.waitForURL(/\/manager/);
}
