import { expect, test } from '@playwright/test';
import { apiLogin, demo, expectNoAxeViolations, useSession } from './support';

/* The news screen at phone width (Pixel 7): the list and the editor. The editing flow is in news.spec.ts. */

test('the news list and editor are accessible at phone width', async ({ page, request }) => {
  await useSession(page, await apiLogin(request, demo.admin), 'de');
  await page.goto('/manager/news');
  await expect(page.getByTestId('news-item').first()).toBeVisible();
  await expectNoAxeViolations(page, 'news list (phone)');

  await page.getByRole('button', { name: 'Neuer Beitrag' }).click();
  const editor = page.getByRole('dialog');
  await editor
    .getByRole('tabpanel', { name: /^Deutsch/ })
    .getByLabel('Text (Markdown)')
    .fill('**fett**\n\n- eins');
  await expect(editor.getByTestId('news-preview-de').locator('strong')).toHaveText('fett');
  // The editor fits the screen: nothing to scroll sideways.
  const overflow = await editor.evaluate((dialog) => dialog.scrollWidth - dialog.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page, 'news editor (phone)');
  await editor.getByRole('button', { name: 'Abbrechen' }).click();
  await expect(editor).toBeHidden();
});
