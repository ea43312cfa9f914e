import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { fileURLToPath } from 'node:url';
import { expect, type APIRequestContext, type Frame, type Locator, type Page } from '@playwright/test';
import type axe from 'axe-core';

// E2E_STATE_DIR (with E2E_PORT) lets two runs in one checkout keep apart.
export const E2E_STATE = process.env.E2E_STATE_DIR ?? '.wrangler/e2e-state';
export const DEMO_PASSWORD = 'Demo-2026!';
export const demo = {
  admin: 'admin@example.org',
  associate: 'associate@example.org',
  coach: 'coach@example.org',
  finance: 'finance@example.org',
} as const;
export type DemoRole = keyof typeof demo;

/** Accounts of their own for tests that change them; created by e2e/fixtures.setup.ts before the tests run. */
export const fixtureUsers = {
  /** Links (and unlinks) an external calendar (e2e/calendar-import.spec.ts). */
  calendarCoach: {
    role: 'coach',
    language: 'de',
    firstname: 'Kai',
    lastname: 'Kalender',
    email: 'e2e-calendar-coach@example.test',
  },
  /** Has an imported calendar with busy times (e2e/fixtures.setup.ts; e2e/calendar-import.phone.spec.ts). */
  calendarPhoneCoach: {
    role: 'coach',
    language: 'fr',
    firstname: 'Lia',
    lastname: 'Agenda',
    email: 'e2e-calendar-phone-coach@example.test',
  },
  /** An admin with the French UI: imports the French example coaches (e2e/data-import.spec.ts). */
  importAdmin: {
    role: 'admin',
    language: 'fr',
    firstname: 'Chloé',
    lastname: 'Importe',
    email: 'e2e-import-admin@example.test',
  },
  settings: { role: 'finance', language: 'de', firstname: 'Sandra', lastname: 'Einstellung', email: 'e2e-settings@example.test' },
  passwordReset: {
    role: 'finance',
    language: 'de',
    firstname: 'Paul',
    lastname: 'Vergessen',
    email: 'e2e-password-reset@example.test',
  },
  unavailableCoach: {
    role: 'coach',
    language: 'de',
    firstname: 'Ursula',
    lastname: 'Unterwegs',
    email: 'e2e-unavailable-coach@example.test',
  },
  availableCoach: {
    role: 'coach',
    language: 'de',
    firstname: 'Carla',
    lastname: 'Zusage',
    email: 'e2e-available-coach@example.test',
  },
  decliningCoach: {
    role: 'coach',
    language: 'de',
    firstname: 'Dario',
    lastname: 'Absage',
    email: 'e2e-declining-coach@example.test',
  },
  phoneCoach: { role: 'coach', language: 'fr', firstname: 'Elif', lastname: 'Unterwegs', email: 'e2e-phone-coach@example.test' },
  /** Offers herself for a workshop that the associate then accepts (e2e/coach-offers.spec.ts); speaks German. */
  offeringCoach: {
    role: 'coach',
    language: 'de',
    firstname: 'Olivia',
    lastname: 'Angebot',
    email: 'e2e-offering-coach@example.test',
  },
  /** The same on the phone (e2e/coach-offers.phone.spec.ts). */
  offeringPhoneCoach: {
    role: 'coach',
    language: 'de',
    firstname: 'Otto',
    lastname: 'Angebot',
    email: 'e2e-offering-phone-coach@example.test',
  },
  /** Claims expenses that finance corrects and deletes (e2e/expenses.spec.ts); placed on a workshop of her own. */
  expenseCoach: {
    role: 'coach',
    language: 'de',
    firstname: 'Petra',
    lastname: 'Spesen',
    email: 'e2e-expense-coach@example.test',
  },
  /** Recorded on the expense coach's workshop after it was done (e2e/staffing-after-done.spec.ts). */
  standInCoach: {
    role: 'coach',
    language: 'de',
    firstname: 'Stella',
    lastname: 'Nachtrag',
    email: 'e2e-stand-in-coach@example.test',
  },
  /** The coaches' evaluations spec: her workshops, evaluations and statistics are the spec's alone. */
  evaluationCoach: {
    role: 'coach',
    language: 'de',
    firstname: 'Eva',
    lastname: 'Luation',
    email: 'e2e-evaluation-coach@example.test',
  },
  /** Saved language French: signs in on fresh browsers and gets the request mail (e2e/language.spec.ts). */
  frenchCoach: { role: 'coach', language: 'fr', firstname: 'Céline', lastname: 'Favre', email: 'e2e-french-coach@example.test' },
  /** Switches the interface language while a list is shown (e2e/language.spec.ts). */
  switchingCoach: {
    role: 'coach',
    language: 'de',
    firstname: 'Sven',
    lastname: 'Wechsel',
    email: 'e2e-switching-coach@example.test',
  },
  /** An associate login no team member has yet: linked to a new one in e2e/master-data-materials.spec.ts. */
  teamLogin: {
    role: 'associate',
    language: 'de',
    firstname: 'Tina',
    lastname: 'Teamlogin',
    email: 'e2e-team-login@example.test',
  },
  /** The menu in English (e2e/menu.spec.ts): a user whose saved language is English. */
  englishFinance: {
    role: 'finance',
    language: 'en',
    firstname: 'Emma',
    lastname: 'Finance',
    email: 'e2e-english-finance@example.test',
  },
  conflictCoach: {
    role: 'coach',
    language: 'de',
    firstname: 'Kira',
    lastname: 'Konflikt',
    email: 'e2e-conflict-coach@example.test',
  },
  /** Sends newsletter tests to herself and unsubscribes through their link (e2e/newsletter.spec.ts). */
  newsletterAdmin: {
    role: 'admin',
    language: 'fr',
    firstname: 'Nora',
    lastname: 'Lettre',
    email: 'e2e-newsletter-admin@example.test',
  },
  /** The same on the phone (e2e/newsletter.phone.spec.ts). */
  newsletterPhoneAdmin: {
    role: 'admin',
    language: 'de',
    firstname: 'Nina',
    lastname: 'Lettre',
    email: 'e2e-newsletter-phone-admin@example.test',
  },
  /** Placed on a school's workshops, whose status page then names her (e2e/inquiry-status.spec.ts). */
  statusCoach: {
    role: 'coach',
    language: 'de',
    firstname: 'Tabea',
    lastname: 'Stand',
    email: 'e2e-status-coach@example.test',
  },
  /** Mail to her bounced (a suppression from e2e/fixtures.setup.ts): an admin lifts it in e2e/mail-bounces.spec.ts. */
  bouncedCoach: {
    role: 'coach',
    language: 'de',
    firstname: 'Bruno',
    lastname: 'Unzustellbar',
    email: 'e2e-bounced-coach@example.test',
  },
  /** Whose second factor an admin resets in e2e/sessions.spec.ts (it ends his sessions: nobody else signs in as him). */
  resetTwoFactorAssociate: {
    role: 'associate',
    language: 'fr',
    firstname: 'Rémi',
    lastname: 'Remise',
    email: 'e2e-reset-two-factor@example.test',
  },
  /** Sets up two-factor sign-in and signs in with codes (e2e/two-factor.spec.ts): no other spec may sign in as him. */
  twoFactorAssociate: {
    role: 'associate',
    language: 'de',
    firstname: 'Zeno',
    lastname: 'Zweifaktor',
    email: 'e2e-two-factor@example.test',
  },
  /** Signs in on several devices and signs the others out (e2e/sessions.spec.ts, desktop project). */
  sessionsFinance: {
    role: 'finance',
    language: 'de',
    firstname: 'Selina',
    lastname: 'Sitzung',
    email: 'e2e-sessions-finance@example.test',
  },
  /** The same on the phone project: the two projects run the spec at the same time. */
  sessionsPhoneFinance: {
    role: 'finance',
    language: 'de',
    firstname: 'Simon',
    lastname: 'Sitzung',
    email: 'e2e-sessions-phone-finance@example.test',
  },
  /** Has an IBAN (e2e/fixtures.setup.ts) and replaces it after confirming the password (e2e/sessions.spec.ts). */
  ibanCoach: { role: 'coach', language: 'de', firstname: 'Ivo', lastname: 'Konto', email: 'e2e-iban-coach@example.test' },
  ibanPhoneCoach: {
    role: 'coach',
    language: 'de',
    firstname: 'Iris',
    lastname: 'Konto',
    email: 'e2e-iban-phone-coach@example.test',
  },
  /** Mail to her bounced too; never lifted (e2e/mail-bounces.phone.spec.ts). */
  bouncedPhoneCoach: {
    role: 'coach',
    language: 'de',
    firstname: 'Petra',
    lastname: 'Unzustellbar',
    email: 'e2e-bounced-phone-coach@example.test',
  },
  /** Staff set her monthly maximum to 0 (e2e/workload.spec.ts): every ranking then blocks her. */
  workloadCoach: {
    role: 'coach',
    language: 'de',
    firstname: 'Wilma',
    lastname: 'Auslastung',
    email: 'e2e-workload-coach@example.test',
  },
} as const;
/** A material of its own that an order contains, written by e2e/fixtures.setup.ts (e2e/master-data-materials.spec.ts). */
export const materialInUse = 'E2E-Material in einer Bestellung';
/** The expense coach's workshop (e2e/fixtures.setup.ts, e2e/expenses.spec.ts). */
export const expenseSchool = 'E2E-Schule Spesenkorrektur';

export type Lang = 'de' | 'fr' | 'it' | 'en';

const here = fileURLToPath(import.meta.url);
const root = resolve(dirname(here), '..');

/** The SQLite file behind the stack's local D1 (miniflare keeps one file per database, in WAL mode). */
function d1File(): string {
  const dir = join(root, E2E_STATE, 'v3', 'd1', 'miniflare-D1DatabaseObject');
  const file = readdirSync(dir).find((name) => name.endsWith('.sqlite') && name !== 'metadata.sqlite');
  if (!file) throw new Error(`No D1 database under ${dir}: is the stack running?`);
  return join(dir, file);
}

/**
 * Reads the local D1 of the running e2e stack, straight from its SQLite file, read-only (no test-only API in the
 * worker). In WAL mode a reader never blocks the worker's writes; wrangler's CLI did (it opens the file for
 * writing), which made the worker's own queries fail with SQLITE_BUSY now and then.
 */
export function queryD1<T = Record<string, unknown>>(sql: string): T[] {
  const db = new DatabaseSync(d1File(), { readOnly: true });
  try {
    db.exec('PRAGMA busy_timeout = 5000');
    return db.prepare(sql).all() as T[];
  } finally {
    db.close();
  }
}

/** Writes to the local D1: only before the tests run (e2e/fixtures.setup.ts), never beside the worker's requests. */
export function writeD1(sql: string): void {
  const db = new DatabaseSync(d1File());
  try {
    db.exec('PRAGMA busy_timeout = 5000');
    db.exec(sql);
  } finally {
    db.close();
  }
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

/**
 * The translation of a Lingui plural message (`{count, plural, one {# …} other {# …}}`, the German source as id) for
 * a count: the branch the language's plural rules choose, with `#` replaced by the count.
 */
export function trPlural(lang: Lang, source: string, count: number): string {
  const text = tr(lang, source);
  const branches = new Map([...text.matchAll(/(=\d+|zero|one|two|few|many|other) \{([^{}]*)\}/g)].map((m) => [m[1]!, m[2]!]));
  const branch = branches.get(`=${count}`) ?? branches.get(new Intl.PluralRules(lang).select(count)) ?? branches.get('other');
  if (branch === undefined) throw new Error(`"${source}" in the ${lang} catalog is not a plural message`);
  return branch.replace(/#/g, String(count));
}

/** The coach's menu badge: "1 offene Anfrage" / "3 offene Anfragen". */
export const pendingRequests = (lang: Lang, count: number) =>
  trPlural(lang, '{count, plural, one {# offene Anfrage} other {# offene Anfragen}}', count);

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

/** Where e2e/fixtures.setup.ts keeps the one session per demo account that the tests share. */
const DEMO_SESSIONS_FILE = join(root, E2E_STATE, 'demo-sessions.json');
let demoSessionCache: Record<string, ApiSession> | null = null;

/** Signs each demo account in once, before any test runs (e2e/fixtures.setup.ts). */
export async function createDemoSessions(request: APIRequestContext): Promise<void> {
  const entries = [];
  for (const email of Object.values(demo)) entries.push([email, await apiLogin(request, email, DEMO_PASSWORD, { fresh: true })]);
  writeFileSync(DEMO_SESSIONS_FILE, JSON.stringify(Object.fromEntries(entries)));
}

function demoSessions(): Record<string, ApiSession> {
  demoSessionCache ??= existsSync(DEMO_SESSIONS_FILE)
    ? (JSON.parse(readFileSync(DEMO_SESSIONS_FILE, 'utf8')) as Record<string, ApiSession>)
    : {};
  return demoSessionCache;
}

/**
 * A session through the API. A demo account's is the one session the run shares (signed in once by
 * e2e/fixtures.setup.ts); `fresh` signs in anew, for a test that changes its session (confirms the password, signs
 * out, ends other sessions). The test stack's rate limits are raised (`start.mjs --raised-limits`): every test signs
 * in from the same client.
 */
export async function apiLogin(
  request: APIRequestContext,
  email: string,
  password = DEMO_PASSWORD,
  { fresh = false }: { fresh?: boolean } = {},
): Promise<ApiSession> {
  const shared = fresh || password !== DEMO_PASSWORD ? undefined : demoSessions()[email];
  if (shared) return shared;
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

// ---------------------------------------------------------------------------------------------------------------
// Public inquiry form (`/`, web/features/inquiries)

/** An email address no other test (or earlier run) uses: tests run in parallel against one stack. */
export const uniqueEmail = (label: string) =>
  `e2e-${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@schule.example.ch`;

const isoOf = (date: Date) => date.toISOString().slice(0, 10);
const addDays = (date: Date, days: number) => new Date(date.getTime() + days * 86_400_000);
const todayUtc = () => new Date(`${new Date().toISOString().slice(0, 10)}T00:00:00Z`);

/** `count` different weekdays (Mon–Fri, ISO dates) at least `fromDays` days ahead (the form refuses past dates). */
export function futureWeekdays(count: number, fromDays = 21): string[] {
  const dates: string[] = [];
  for (let day = addDays(todayUtc(), fromDays); dates.length < count; day = addDays(day, 1)) {
    if (day.getUTCDay() !== 0 && day.getUTCDay() !== 6) dates.push(isoOf(day));
  }
  return dates;
}

/** The first Saturday at least `fromDays` days ahead. */
export function futureSaturday(fromDays = 21): string {
  let day = addDays(todayUtc(), fromDays);
  while (day.getUTCDay() !== 6) day = addDays(day, 1);
  return isoOf(day);
}

export interface OfferedWorkshop {
  id: number;
  title: string;
}

/** The active offered workshops with their titles in `lang` (what the public form lists). */
export function offeredWorkshops(lang: Lang): OfferedWorkshop[] {
  return queryD1<OfferedWorkshop>(
    `SELECT w.id AS id, t.title AS title FROM offered_workshops w
       JOIN offered_workshop_translations t ON t.offered_workshop_id = w.id AND t.language = ${sqlText(lang)}
      WHERE w.active = 1 ORDER BY w.id`,
  );
}

export interface OutboxMail {
  id: number;
  template: string;
  language: string;
  subject: string;
  text_body: string;
}

/** The newest mail to `recipient` in the outbox, waited for (up to 10 s); it may still be queued. */
export async function latestMail(recipient: string, template?: string): Promise<OutboxMail> {
  let mail: OutboxMail | undefined;
  await expect
    .poll(
      () => {
        [mail] = queryD1<OutboxMail>(
          `SELECT id, template, language, subject, text_body FROM mail_outbox WHERE recipient = ${sqlText(recipient)}
             ${template ? `AND template = ${sqlText(template)}` : ''} ORDER BY id DESC LIMIT 1`,
        );
        return mail?.id ?? 0;
      },
      { timeout: 10_000, message: `a mail to ${recipient} in mail_outbox` },
    )
    .toBeGreaterThan(0);
  return mail!;
}

/** axe-core itself, minified: put into each frame by `axeResults` (a navigation drops it). */
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
type AxeWindow = Window & { axe: typeof axe };
const axeOptions: axe.RunOptions = { resultTypes: ['violations'] };

/** Whether the frame runs timers: one without scripts (`sandbox=""`) does not, and axe would wait on them forever. */
const runsScripts = (frame: Frame) =>
  Promise.race([
    frame.evaluate(() => new Promise<boolean>((done) => setTimeout(() => done(true)))),
    new Promise<boolean>((done) => setTimeout(() => done(false), 1_000)),
  ]);

/** axe's results for one frame and, recursively, the frames inside it; null for a frame it cannot run in. */
async function partialAxeResults(frame: Frame, context: unknown): Promise<axe.PartialResults> {
  if (!(await frame.evaluate(() => 'axe' in window))) await frame.evaluate(axeSource);
  const results: axe.PartialResults = [
    await frame.evaluate(([c, o]) => (window as unknown as AxeWindow).axe.runPartial(c as axe.ElementContext, o), [
      context,
      axeOptions,
    ] as const),
  ];
  const frames = await frame.evaluate(
    (c) => (window as unknown as AxeWindow).axe.utils.getFrameContexts(c as axe.ElementContext),
    context,
  );
  for (const { frameSelector, frameContext } of frames) {
    const element = await frame.evaluateHandle(
      (selector) => (window as unknown as AxeWindow).axe.utils.shadowSelect(selector),
      frameSelector,
    );
    const child = await element.asElement()?.contentFrame();
    results.push(...(child && (await runsScripts(child)) ? await partialAxeResults(child, frameContext) : [null]));
  }
  return results;
}

/**
 * axe on the page as it is, frames included, run in the page itself with axe injected once per document:
 * @axe-core/playwright's AxeBuilder injects it anew on every call and finishes each run in a page of its own, about
 * four times the cost for the same result (docs/testing.md).
 */
async function axeResults(page: Page): Promise<axe.AxeResults> {
  const partials = await partialAxeResults(page.mainFrame(), { exclude: [] });
  return page.evaluate(([p, o]) => (window as unknown as AxeWindow).axe.finishRun(p, o), [partials, axeOptions] as const);
}

/** Runs axe (all rules: WCAG A/AA and best practices) on the page as it is; fails with the violations listed. */
export async function expectNoAxeViolations(page: Page, where: string) {
  // Colours are checked once finished: a toast or dialog fading in has a lower contrast for a few frames. And the page
  // is checked as drawn: after two frames, what resize observers changed (a table that starts to scroll) is rendered.
  await page.evaluate(async () => {
    await Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    );
    for (let frame = 0; frame < 2; frame++) await new Promise(requestAnimationFrame);
  });
  const { violations, passes } = await axeResults(page);
  expect(passes.length, `axe checked something on ${where}`).toBeGreaterThan(10);
  const summary = violations.map((violation) => ({
    id: violation.id,
    impact: violation.impact,
    help: violation.help,
    nodes: violation.nodes.map((node) => ({ target: node.target.join(' '), summary: node.failureSummary })),
  }));
  expect(summary, `axe violations on ${where}:\n${JSON.stringify(summary, null, 2)}`).toEqual([]);
}

/** The stored draft of the public form (localStorage `inquiry-draft`), parsed; null when there is none. */
export async function inquiryDraft(page: Page): Promise<{ values: Record<string, unknown> } | null> {
  const raw = await page.evaluate(() => window.localStorage.getItem('inquiry-draft'));
  return raw ? (JSON.parse(raw) as { values: Record<string, unknown> }) : null;
}

/** The Swiss date format the form and its confirmation use (`formatIsoDate` in web/lib/format.ts), from the browser's Intl. */
export function formatIsoDateIn(page: Page, iso: string, lang: Lang): Promise<string> {
  return page.evaluate(
    ({ iso, lang }) =>
      new Intl.DateTimeFormat(`${lang}-CH`, {
        weekday: 'short',
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      }).format(new Date(`${iso}T00:00:00Z`)),
    { iso, lang },
  );
}

export interface InquiryContact {
  /** The label of the salutation radio (German source): 'Frau', 'Herr' or 'Keine Angabe'. */
  gender: 'Frau' | 'Herr' | 'Keine Angabe';
  firstname: string;
  lastname: string;
  phone: string;
  email: string;
  institute: string;
  streetAddress: string;
  postcode: string;
  location: string;
}

export const sampleContact = (email: string, institute = 'Sekundarschule Musterhausen'): InquiryContact => ({
  gender: 'Frau',
  firstname: 'Anna',
  lastname: 'Muster',
  phone: '044 123 45 67',
  email,
  institute,
  streetAddress: 'Schulweg 12',
  postcode: '8004',
  location: 'Zürich',
});

/** Locators of the public inquiry form in one language, found the way a person (or a screen reader) finds them. */
export function inquiryFormPage(page: Page, lang: Lang) {
  const t = (source: string, values?: Record<string, string | number>) => tr(lang, source, values);
  const section = (title: string) => page.getByRole('group', { name: t(title) });
  const workshop = (title: string) => page.getByRole('article', { name: title, exact: true });
  const slot = (title: string, number: number) =>
    page.getByRole('group', { name: `${title}: ${t('Termin {number}', { number })}`, exact: true });
  /**
   * Fields by role and accessible name (a label's aria-hidden " *" is not part of it). The main date and times of a
   * slot come first; the alternative's fields (same labels) are in a nested group.
   */
  const slotField = (slotGroup: Locator, label: 'Datum' | 'Von' | 'Bis') =>
    slotGroup.getByRole('textbox', { name: t(label), exact: true }).first();
  const alternative = (slotGroup: Locator) => slotGroup.getByRole('group', { name: t('Alternativtermin (optional)') });
  const contact = section('Kontaktperson');
  const institute = section('Schule / Institution');
  const knowledge = section('Klasse und Vorwissen');
  const finish = section('Abschluss');
  return {
    t,
    heading: page.getByRole('heading', { level: 1, name: t('Workshop anfragen') }),
    workshop,
    amount: (title: string) => workshop(title).getByRole('spinbutton', { name: t('Anzahl'), exact: true }),
    increase: (title: string) => workshop(title).getByRole('button', { name: t('Anzahl erhöhen') }),
    decrease: (title: string) => workshop(title).getByRole('button', { name: t('Anzahl verringern') }),
    slots: page.getByTestId('inquiry-slot'),
    slot,
    slotField,
    alternative,
    contact,
    institute,
    knowledge,
    firstname: contact.getByRole('textbox', { name: t('Vorname'), exact: true }),
    lastname: contact.getByRole('textbox', { name: t('Nachname'), exact: true }),
    phone: contact.getByRole('textbox', { name: t('Telefon'), exact: true }),
    email: contact.getByRole('textbox', { name: t('E-Mail'), exact: true }),
    gender: (label: InquiryContact['gender']) => contact.getByRole('radio', { name: t(label), exact: true }),
    instituteName: institute.getByRole('textbox', { name: t('Name der Schule / Institution'), exact: true }),
    streetAddress: institute.getByRole('textbox', { name: t('Strasse und Nr.'), exact: true }),
    postcode: institute.getByRole('textbox', { name: t('PLZ'), exact: true }),
    location: institute.getByRole('textbox', { name: t('Ort'), exact: true }),
    grade: knowledge.getByRole('combobox', { name: t('Stufe'), exact: true }),
    participants: knowledge.getByRole('textbox', { name: t('Anzahl Teilnehmende'), exact: true }),
    terms: finish.getByRole('checkbox', { name: t('Ich akzeptiere die Allgemeinen Geschäftsbedingungen (AGB)') }),
    submit: page.getByRole('button', { name: t('Anfrage senden') }),
    errorSummary: page.getByRole('alert', { name: t('Bitte überprüfen Sie Ihre Eingaben') }),
    restored: page.getByRole('status').filter({ hasText: t('Ihre letzten Eingaben wurden wiederhergestellt.') }),
    confirmation: page.getByRole('heading', { level: 1, name: t('Vielen Dank für Ihre Anfrage') }),
  };
}
export type InquiryFormPage = ReturnType<typeof inquiryFormPage>;

/** Fills the contact person and the school's address. */
export async function fillInquiryContact(form: InquiryFormPage, contact: InquiryContact) {
  await form.gender(contact.gender).check();
  await form.firstname.fill(contact.firstname);
  await form.lastname.fill(contact.lastname);
  await form.phone.fill(contact.phone);
  await form.email.fill(contact.email);
  await form.instituteName.fill(contact.institute);
  await form.streetAddress.fill(contact.streetAddress);
  await form.postcode.fill(contact.postcode);
  await form.location.fill(contact.location);
}

/** Chooses the first grade of the list and the number of participants; returns the grade's name. */
export async function fillInquiryKnowledge(form: InquiryFormPage, participants = '22'): Promise<string> {
  await form.grade.selectOption({ index: 1 });
  const gradeName = (await form.grade.locator('option:checked').textContent())?.trim() ?? '';
  await form.participants.fill(participants);
  return gradeName;
}
