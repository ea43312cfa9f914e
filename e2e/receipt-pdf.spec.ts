import { expect, test, type Frame } from '@playwright/test';
import { apiLogin, demo, useSession } from './support';

/**
 * Issue 30, point 8: a PDF receipt opens in Chromium's own PDF viewer under the SPA's CSP. The new tab shows an
 * object URL, which inherits the SPA's policy (`object-src 'none'`, frames limited to Turnstile); Chromium's viewer
 * runs in its extension frame and must still load the document. Read from the viewer's toolbar: the page count.
 */

/** The page count the viewer shows, or null while it has none (the viewer's own elements, Chromium 156). */
const pagesShown = (viewer: Frame) =>
  viewer.evaluate(() => {
    const root = document.querySelector('pdf-viewer')?.shadowRoot;
    const toolbar = root?.querySelector('viewer-toolbar')?.shadowRoot;
    const selector = toolbar?.querySelector('viewer-page-selector') as (Element & { docLength?: number }) | null;
    return selector?.docLength ?? null;
  });

test('a PDF receipt opens in the browser’s PDF viewer under the CSP', async ({ page, context }) => {
  await useSession(page, await apiLogin(page.request, demo.finance), 'de');
  const response = await page.goto('/manager/finance/expenses');
  expect(response!.headers()['content-security-policy']).toContain("object-src 'none'");
  const violations: string[] = [];
  context.on('console', (message) => {
    if (/Content Security Policy|Refused to/.test(message.text())) violations.push(message.text());
  });

  await page
    .getByRole('button', { name: /Beleg-1-1\.pdf/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: /Beleg-1-1\.pdf/ });
  const [tab] = await Promise.all([
    context.waitForEvent('page'),
    dialog.getByRole('link', { name: 'In neuem Tab öffnen' }).click(),
  ]);
  expect(tab.url()).toMatch(/^blob:/);
  await expect.poll(() => tab.frames().find((f) => f.url().startsWith('chrome-extension://')) !== undefined).toBe(true);
  const viewer = tab.frames().find((f) => f.url().startsWith('chrome-extension://'))!;
  await expect.poll(() => pagesShown(viewer), { timeout: 10_000 }).toBe(1);
  expect(violations).toEqual([]);
});
