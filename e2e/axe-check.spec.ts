import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support';

const doc = (body: string) =>
  `<!doctype html><html lang="de"><head><title>Test</title></head><body><main><h1>Test</h1>${body}</main></body></html>`;

// The axe check every screen test runs is itself checked: it must fail on what it is there to find, also inside a
// frame and after the page changed since the last check.
test('the axe check fails on a label that hides the visible text and on an image without text', async ({ page }) => {
  await page.setContent(doc('<button aria-label="Abrechnung Dezember">PDF herunterladen</button>'));
  await expect(expectNoAxeViolations(page, 'label-in-name')).rejects.toThrow(/label-content-name-mismatch/);

  await page.evaluate(() => document.querySelector('button')!.removeAttribute('aria-label'));
  await expectNoAxeViolations(page, 'fixed');

  await page.setContent(
    doc('<iframe title="Vorschau" srcdoc="<!doctype html><html lang=de><title>F</title><main><img src=x.png></main>"></iframe>'),
  );
  await expect(expectNoAxeViolations(page, 'image in a frame')).rejects.toThrow(/image-alt/);

  // A frame without scripts (the mail preview's) cannot hold axe: the check goes on without it instead of waiting.
  await page.setContent(
    doc(
      '<iframe sandbox="" title="Vorschau" srcdoc="<!doctype html><html lang=de><title>F</title><main><img src=x.png></main>"></iframe>',
    ),
  );
  await expectNoAxeViolations(page, 'frame without scripts');
});
