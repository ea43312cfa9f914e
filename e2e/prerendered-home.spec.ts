import { expect, test } from '@playwright/test';
import { tr, type Lang } from './support';

// `/` is prerendered in each language at build time and served in the one last chosen in the browser (cookie `lang`,
// worker/features/home): a phone paints the layout, the heading and the intro before any JavaScript has run.
const intro =
  'Schulen und Institutionen können bei uns Workshops zu Menschenrechten anfragen. Wählen Sie die Workshops und Ihre Wunschtermine – wir melden uns innerhalb von 10 Tagen.';

for (const lang of ['de', 'fr'] as const satisfies Lang[]) {
  test(`/ paints its heading and intro with JavaScript disabled (${lang})`, async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    if (lang !== 'de') await context.addCookies([{ name: 'lang', value: lang, url: baseURL! }]);
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page).toHaveTitle(`${tr(lang, 'Workshop anfragen')} · Workshop Admin`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(tr(lang, 'Workshop anfragen'));
    await expect(page.getByText(tr(lang, intro))).toBeInViewport();
    await expect(page.getByRole('group', { name: tr(lang, 'Sprache wählen') })).toBeVisible();
    await context.close();
  });
}

test("/login paints the organisation's name from the HTML, and the app starts with the data the page embeds", async ({
  browser,
  page,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const bare = await context.newPage();
  await bare.goto('/login');
  const name = (await (await page.request.get('/api/organisation')).json()) as { data: { name: string } };
  await expect(bare.getByRole('link', { name: name.data.name })).toBeVisible();
  await context.close();

  const asked: string[] = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Anmelden', exact: true })).toBeEnabled();
  // Embedded in the document: the organisation, the base data and the two catalogs are not asked for again.
  expect(asked.filter((path) => /^\/(api\/(organisation|basedata)|locales\/)/.test(path))).toEqual([]);
});

for (const [device, viewport] of [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1280, height: 800 }],
] as const) {
  test(`the app takes over the prerendered page without moving it, and a language chosen there is prerendered next time (${device})`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.addInitScript(() => {
      const shifts: number[] = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as PerformanceEntry[] & { value: number; hadRecentInput: boolean }[]) {
          if (!entry.hadRecentInput) shifts.push(entry.value);
        }
      }).observe({ type: 'layout-shift', buffered: true });
      (window as unknown as { layoutShifts: number[] }).layoutShifts = shifts;
    });
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Anfrage senden' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    // The organisation's details are in: its links replaced their placeholders.
    await expect(page.locator('header li[aria-hidden="true"]')).toHaveCount(0);
    const shifts = await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts);
    // Nothing visible moves. Under a loaded CI machine a sub-pixel settle (a score below 0.001, a hundredth of what
    // counts as a "good" cumulative layout shift) was seen once in a hundred runs; a real jump scores far higher.
    expect(
      shifts.reduce((sum, value) => sum + value, 0),
      `layout shifts ${JSON.stringify(shifts)}`,
    ).toBeLessThan(0.001);

    await page.getByRole('button', { name: 'FR – Français' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(tr('fr', 'Workshop anfragen'));
    const html = await (await page.request.get('/')).text();
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain(`>${tr('fr', 'Workshop anfragen')}</h1>`);
  });
}

test('a prerendered page has only its own styles inline; the next page loads the whole stylesheet before it draws', async ({
  page,
}) => {
  await page.goto('/login');
  const wholeSheet = page.locator('link[rel="stylesheet"][href^="/assets/app-"]');
  await expect(wholeSheet).toHaveAttribute('disabled', '');
  // `mb-4` (the legend of each section of the inquiry form) is not among the sign-in's own rules.
  expect(await page.locator('style').first().textContent()).not.toContain('.mb-4{');

  // To `/` through the header's link, in the app (no new document): once the app has drawn the form, the link is the
  // app's; a click before that (a loaded machine) would load `/` as a new document, with its sheet off again.
  await expect(page.getByRole('button', { name: 'Anmelden', exact: true })).toBeEnabled();
  await page.locator('header a[data-organisation-name]').click();
  await expect(page.getByRole('button', { name: 'Anfrage senden' })).toBeVisible();
  await expect(wholeSheet).not.toHaveAttribute('disabled', '');
  const legend = page.locator('main legend.mb-4').first();
  expect(await legend.evaluate((element) => getComputedStyle(element).marginBottom)).toBe('16px');
});
