import { expect, test, type Page } from '@playwright/test';
import { evaluatedWorkshop, questionTexts, withoutEmbeddedData, type PublicLink } from './public-evaluation-support';
import { tr } from './support';

/*
 * Issue 31: the public evaluation page must not shift when its questions arrive (CLS 0). A PerformanceObserver records
 * every layout shift of the page. The worker embeds the questions in the page's document, so they come with the first
 * render; without them (the worker could not read them) the page asks the API: the tests then take the embedded data
 * out and hold the answer back, so the loading state is painted first and then replaced by the questions. The page
 * keeps a screen-high frame in every state (public-evaluation-page.tsx).
 */

interface Shift {
  value: number;
  sources: string[];
}

declare global {
  interface Window {
    layoutShifts: Shift[];
  }
}

/** Records the layout shifts of the page (from its first paint) in `window.layoutShifts`. */
async function observeLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    window.layoutShifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        const sources = (entry.sources ?? []).map(({ node, previousRect: from, currentRect: to }) => {
          const element = node instanceof Element ? node : node?.parentElement;
          if (!element) return '?';
          const testId = element.getAttribute('data-testid');
          const name = `${element.tagName.toLowerCase()}${testId ? `[data-testid=${testId}]` : ''}${element.id ? `#${element.id}` : ''}`;
          const rect = (r: DOMRectReadOnly) =>
            `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}x${Math.round(r.height)}`;
          return `${name} «${(element.textContent ?? '').slice(0, 40)}» ${rect(from)} -> ${rect(to)}`;
        });
        window.layoutShifts.push({ value: entry.value, sources });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/**
 * The document without the data the worker embedded, and the evaluation's answer held back until `release()`: the page
 * paints its loading state first.
 */
async function holdEvaluation(page: Page, path: string) {
  await withoutEmbeddedData(page, path);
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/evaluations/public/**', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

const nextFrames = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

const cases = [
  { name: 'desktop', viewport: { width: 1280, height: 800 }, link: 0, questionnaire: 1 },
  { name: 'phone', viewport: { width: 412, height: 839 }, link: 0, questionnaire: 1 },
  {
    name: 'phone, the teacher’s evaluation after three months',
    viewport: { width: 412, height: 839 },
    link: 1,
    questionnaire: 3,
  },
];

for (const { name, viewport, link: index, questionnaire } of cases) {
  test(`the questions of a public evaluation arrive without moving anything on the page (${name})`, async ({ page }) => {
    const link = evaluatedWorkshop('Evaluation no shift').links[index] as PublicLink;
    const [first] = questionTexts(questionnaire, 'de');
    await page.setViewportSize(viewport);
    await observeLayoutShifts(page);
    const release = await holdEvaluation(page, link.path);

    await page.goto(link.path);
    // The page's loading state is painted, the layout's header and footer have their details.
    await expect(page.getByRole('status').filter({ hasText: 'Evaluation wird geladen' })).toBeVisible();
    await expect(page.locator('header li[aria-hidden="true"]')).toHaveCount(0);
    await nextFrames(page);
    await page.evaluate(() => (window.layoutShifts = []));

    release();
    await expect(page.getByText(first!.text, { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Absenden' })).toBeVisible();
    await nextFrames(page);
    expect(await page.evaluate(() => window.layoutShifts), 'layout shifts when the questions arrived').toEqual([]);
  });
}

for (const embedded of [true, false]) {
  test(`a public evaluation opened for the first time does not shift at all (CLS 0 from the first paint, ${embedded ? 'questions in the document' : 'questions asked for'})`, async ({
    page,
  }) => {
    const link = evaluatedWorkshop('Evaluation no shift').links[0] as PublicLink;
    const [first] = questionTexts(1, 'de');
    await page.setViewportSize({ width: 412, height: 839 });
    await observeLayoutShifts(page);
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    const release = embedded ? undefined : await holdEvaluation(page, link.path);
    await page.goto(link.path);
    if (release) {
      await expect(page.getByRole('status').filter({ hasText: 'Evaluation wird geladen' })).toBeVisible();
      release();
    }
    await expect(page.getByText(first!.text, { exact: true })).toBeVisible();
    await nextFrames(page);
    expect(await page.evaluate(() => window.layoutShifts), 'layout shifts while the page loaded').toEqual([]);
    expect(asked.some((path) => path.startsWith('/api/evaluations/public/'))).toBe(!embedded);
  });
}

test('an open link paints its intro, the workshop’s title included, from the HTML (no JavaScript)', async ({ browser }) => {
  const workshop = evaluatedWorkshop('Evaluation no shift');
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(workshop.links[0]!.path);
  await expect(page.getByText(`Wie war der Workshop «${workshop.title}» vom`)).toBeVisible();
  await expect(page.getByText('Deine Antworten sind anonym', { exact: false })).toBeVisible();
  await context.close();
});

test('a French evaluation opened through a link without a language (the classroom sheet’s QR code) is French from the HTML on, and nothing moves', async ({
  page,
}) => {
  const [link] = evaluatedWorkshop('Evaluation no shift fr').links as [PublicLink];
  await page.setViewportSize({ width: 412, height: 839 });
  await observeLayoutShifts(page);
  const response = await page.goto(link.path);
  expect(await response!.text()).toContain('<html lang="fr">');
  await expect(page.getByText(tr('fr', 'Pflichtfragen sind mit * markiert.'))).toBeVisible();
  await expect(page.getByRole('button', { name: tr('fr', 'Absenden') })).toBeVisible();
  await nextFrames(page);
  expect(await page.evaluate(() => window.layoutShifts), 'layout shifts while the page loaded').toEqual([]);
});
