import { expect, test } from '@playwright/test';
import { createInquiry } from './manager-support';
import { apiLogin, demo, latestMail, queryD1, snackbar, tr, useSession } from './support';

const de = (source: string, values?: Record<string, string | number>) => tr('de', source, values);
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The German text with any date in place of `{thisDate}`. */
const withAnyDate = (source: string) => new RegExp(`^${escaped(de(source, { thisDate: '@DATE@' })).replace('@DATE@', '.+')}$`);

test('staff take one date out of a series and cancel it alone', async ({ page }) => {
  const inquiry = await createInquiry(page.request);
  const session = await apiLogin(page.request, demo.associate);
  const validated = await page.request.post(`/api/inquiries/${inquiry.id}/validate`, {
    headers: { Authorization: `Bearer ${session.token}` },
  });
  expect(validated.status(), await validated.text()).toBe(200);
  const series = queryD1<{ id: number }>(
    `SELECT id FROM workshops WHERE inquiry_id = ${inquiry.id} AND series_id IS NOT NULL ORDER BY date`,
  );
  expect(series).toHaveLength(2);
  const [first, second] = series.map((w) => w.id);

  await useSession(page, session, 'de');
  await page.goto(`/manager/workshops/${second}`);
  await expect(page.getByRole('heading', { level: 1, name: inquiry.seriesWorkshop.title })).toBeVisible();
  await expect(page.getByTestId('workshop-series').getByRole('listitem')).toHaveCount(2);

  await page.getByRole('button', { name: de('Absagen'), exact: true }).click();
  const dialog = page.getByRole('dialog', { name: de('Ganze Serie absagen?') });
  await dialog.getByRole('radio', { name: withAnyDate('Nur diesen Termin ({thisDate})') }).check();
  const alone = page.getByRole('dialog', { name: de('Workshop absagen?') });
  await expect(alone.getByTestId('series-note')).toHaveText(
    withAnyDate('Der Workshop vom {thisDate} wird aus der Serie genommen und allein abgesagt.'),
  );
  await alone.getByLabel(de('Grund (optional)')).fill('Klasse im Skilager');
  await alone.getByRole('button', { name: de('Absagen') }).click();
  await expect(alone).toBeHidden();
  await expect(snackbar(page, de('Status geändert: {stateLabel}', { stateLabel: de('Abgesagt') }), 'success')).toBeVisible();

  // This date is cancelled and on its own; the other date was left alone, so the series dissolved.
  await expect(page.getByTestId('workshop-series')).toHaveCount(0);
  await expect(page.getByText('Klasse im Skilager')).toBeVisible();
  expect(queryD1(`SELECT id, state, series_id FROM workshops WHERE id IN (${first}, ${second}) ORDER BY date`)).toEqual([
    { id: first, state: 'initialized', series_id: null },
    { id: second, state: 'cancelled', series_id: null },
  ]);
  await page.goto(`/manager/workshops/${first}`);
  await expect(page.getByRole('button', { name: de('Absagen'), exact: true })).toBeVisible();
  await expect(page.getByTestId('workshop-series')).toHaveCount(0);

  // The school hears about the one date only.
  const mail = await latestMail(inquiry.email, 'workshop-cancelled');
  expect(mail.text_body).toContain('Klasse im Skilager');
  expect(mail.text_body.match(/^- /gm)).toHaveLength(1);
});
