import { expect, test, type APIResponse, type Page } from '@playwright/test';
import { apiLogin, demo, tr, useSession } from './support';

/*
 * The headers of the SPA come from web/public/_headers (Workers Static Assets), those of /api from the worker:
 * only the real stack serves both. docs/decisions/007-security-headers.md.
 */

const TURNSTILE = 'https://challenges.cloudflare.com';

/** The Content-Security-Policy as directive -> sources. */
function policyOf(response: APIResponse): Map<string, string[]> {
  const header = response.headers()['content-security-policy'] ?? '';
  return new Map(
    header
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!, sources]),
  );
}

/** A browser navigation, as the asset router sees one. */
const navigate = (page: Page, path: string) =>
  page.request.get(path, { headers: { Accept: 'text/html', 'Sec-Fetch-Mode': 'navigate', 'Sec-Fetch-Dest': 'document' } });

function expectSpaHeaders(response: APIResponse, referrerPolicy: string) {
  const what = response.url();
  expect(response.status(), what).toBe(200);
  const policy = policyOf(response);
  expect(policy.get('default-src'), what).toEqual(["'self'"]);
  expect(policy.get('script-src'), `${what}: scripts from this origin and Turnstile only, nothing inline`).toEqual([
    "'self'",
    TURNSTILE,
  ]);
  expect(policy.get('frame-src'), what).toEqual([TURNSTILE]);
  expect(policy.get('connect-src'), what).toEqual(["'self'"]);
  expect(policy.get('object-src'), what).toEqual(["'none'"]);
  expect(policy.get('base-uri'), what).toEqual(["'none'"]);
  expect(policy.get('frame-ancestors'), what).toEqual(["'none'"]);
  const headers = response.headers();
  expect(headers['strict-transport-security'], what).toBe('max-age=31536000; includeSubDomains');
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  expect(headers['x-frame-options'], what).toBe('DENY');
  expect(headers['referrer-policy'], what).toBe(referrerPolicy);
}

test('the SPA, its files and the API answer with the security headers; private links send no referrer', async ({ page }) => {
  for (const path of ['/', '/login', '/manager', '/manager/workshops/1', '/fr', '/fr/login']) {
    const response = await navigate(page, path);
    expectSpaHeaders(response, 'strict-origin-when-cross-origin');
    expect(response.headers()['x-robots-tag'], path).toBeUndefined();
  }
  for (const path of [
    '/inquiry/some-token',
    '/coach-request/some-token',
    '/password-reset/some-token',
    '/evaluations/some-hash',
    '/fr/inquiry/some-token',
    '/it/coach-request/some-token',
    '/en/password-reset/some-token',
    '/de/evaluations/some-hash',
  ]) {
    const response = await navigate(page, path);
    expectSpaHeaders(response, 'no-referrer');
    // Search engines keep out of private links (an evaluation link may be shared with a whole class).
    expect(response.headers()['x-robots-tag'], path).toBe('noindex, nofollow');
  }

  // The files: the page's own script and style (inline in the document of `/`, linked from the SPA's index.html), the
  // icon, the API reference bundle.
  const html = (await (await navigate(page, '/')).text()) + (await (await navigate(page, '/manager')).text());
  const files = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((match) => match[1]!);
  expect(files.some((file) => file.endsWith('.js')) && files.some((file) => file.endsWith('.css'))).toBe(true);
  for (const file of [...files, '/favicon.svg', '/scalar/standalone.js']) {
    expectSpaHeaders(await page.request.get(file), 'strict-origin-when-cross-origin');
  }

  // The API: JSON that may run nothing, never cached.
  const session = await apiLogin(page.request, demo.associate);
  const api = await page.request.get('/api/user', { headers: { Authorization: `Bearer ${session.token}` } });
  expect(api.status()).toBe(200);
  expect(policyOf(api).get('default-src')).toEqual(["'none'"]);
  expect(api.headers()['cache-control']).toBe('no-store');
  expect(api.headers()['referrer-policy']).toBe('no-referrer');
  expect(api.headers()['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
});

/**
 * Collects what the page's policy refused (securitypolicyviolation events, on every document the page loads) and
 * every request to another host.
 */
async function watch(page: Page) {
  const violations: string[] = [];
  const outside: string[] = [];
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation;
      void report(
        `${location.pathname}: ${event.violatedDirective} ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol.startsWith('http') && !['localhost', '127.0.0.1'].includes(url.hostname)) outside.push(request.url());
  });
  return { violations, outside };
}

test('the app runs under its policy: no violation on public, private-link and back-office pages', async ({ page }) => {
  const { violations } = await watch(page);

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(tr('de', 'Workshop anfragen'));
  await page.goto('/fr/coach-request/some-token');
  await expect(page.getByRole('alert').first()).toBeVisible();

  // A dialog: Radix locks the page's scrolling with a style element it adds.
  await page.goto('/de/login');
  await page.getByRole('button', { name: tr('de', 'Passwort vergessen?') }).click();
  await expect(page.getByRole('dialog', { name: tr('de', 'Passwort vergessen') })).toBeVisible();
  await page.keyboard.press('Escape');

  await useSession(page, await apiLogin(page.request, demo.admin), 'de');
  for (const path of ['/manager', '/manager/inquiries', '/manager/workshops', '/manager/coaches']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
  }
  expect(violations).toEqual([]);
});

test("the policy lets Turnstile's script and frame in", async ({ page }) => {
  const { violations } = await watch(page);
  // Turnstile as production has it, served here: a site key (in the base data the worker embeds in the document of
  // /login), its script and its frame from its origin.
  await page.route(
    (url) => url.pathname === '/login',
    async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace(
        /(<script type="application\/json" id="public-data">)(.*?)(<\/script>)/,
        (_, open: string, json: string, close: string) => {
          const data = JSON.parse(json) as { basedata: Record<string, unknown> };
          data.basedata.turnstile_site_key = '1x00000000000000000000AA';
          return `${open}${JSON.stringify(data)}${close}`;
        },
      );
      await route.fulfill({ response, body });
    },
  );
  await page.route(`${TURNSTILE}/**`, (route) =>
    route.request().url().includes('/turnstile/v0/api.js')
      ? route.fulfill({
          contentType: 'text/javascript',
          body: `window.turnstile = {
            render(element) {
              const frame = document.createElement('iframe');
              frame.src = '${TURNSTILE}/widget';
              frame.title = 'Turnstile';
              element.appendChild(frame);
              return 'widget';
            },
            reset() {},
            remove() {},
          };`,
        })
      : route.fulfill({ contentType: 'text/html', body: '<p>widget</p>' }),
  );

  await page.goto('/login');
  const widget = page.getByTestId('turnstile').locator('iframe');
  await expect(widget).toHaveAttribute('src', `${TURNSTILE}/widget`);
  await expect(page.frameLocator('[data-testid="turnstile"] iframe').getByText('widget')).toBeVisible();
  expect(violations).toEqual([]);
});

test('/api/docs loads nothing from outside and reports no error in the document', async ({ page }) => {
  const { violations, outside } = await watch(page);
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
  });

  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { level: 1, name: 'Workshop Admin API' })).toBeVisible();
  await page.getByRole('link', { name: 'Sign in with email and password' }).first().click();
  await expect(page.getByRole('heading', { name: 'Sign in with email and password' })).toBeVisible();
  // Not 'networkidle': once in a CI run the reference kept the network busy past the test's minute (decision 007).
  await page.waitForLoadState('load');

  expect(warnings.filter((text) => /document validation/i.test(text))).toEqual([]);
  expect(outside).toEqual([]);
  expect(violations).toEqual([]);
});
