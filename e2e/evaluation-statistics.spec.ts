import { readFile } from 'node:fs/promises';
import { expect, test, type Download, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { apiLogin, demo, expectNoAxeViolations, queryD1, sqlText, useSession } from './support';

/**
 * Issue 14, the staff's evaluation statistics: an associate reads the coaches' validated evaluations and the
 * classes' responses. Other specs validate evaluations on the same stack at the same time, so every expected figure
 * is computed from the database at the moment of the check, for data those specs leave alone (Sophie Favre's
 * validated evaluations, the closed audience link of seeded workshop 15).
 */

const todayInZurich = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Zurich', year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(),
  );

/** The default period of the statistics: the last 12 months up to today. */
function defaultPeriod() {
  const to = todayInZurich();
  const [y, m, d] = to.split('-').map(Number) as [number, number, number];
  return { from: new Date(Date.UTC(y - 1, m - 1, d + 1)).toISOString().slice(0, 10), to };
}

/** Half up to one decimal, from integer sums (docs/decisions/023), as the de-CH page writes it. */
const average = (sum: number, count: number) =>
  count === 0 ? '–' : (Math.floor((20 * sum + count) / (2 * count)) / 10).toFixed(1);

function coachFigures(email: string) {
  const { from, to } = defaultPeriod();
  const validated = `FROM evaluations e JOIN workshops w ON w.id = e.workshop_id
    JOIN evaluation_responses r ON r.evaluation_id = e.id AND r.submitted_at IS NOT NULL
    JOIN users u ON u.id = e.coach_id
    WHERE u.email = ${sqlText(email)} AND e.kind = 'by_coach' AND e.state = 'completed' AND w.date BETWEEN '${from}' AND '${to}'`;
  const [counts] = queryD1<{ id: number; workshops: number }>(
    `SELECT u.id, count(DISTINCT e.workshop_id) AS workshops ${validated}`,
  );
  const [ratings] = queryD1<{ total: number; n: number }>(
    `SELECT coalesce(sum(a.rating), 0) AS total, count(a.rating) AS n ${validated.replace(
      'JOIN users u',
      'JOIN evaluation_response_answers a ON a.response_id = r.id JOIN users u',
    )}`,
  );
  return { id: counts!.id, workshops: counts!.workshops, average: average(ratings!.total, ratings!.n) };
}

/** Clicks a download button of the screen's export and returns the saved file with its bytes. */
async function downloadExport(page: Page, name: string): Promise<{ download: Download; bytes: Buffer }> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('group', { name: 'Export' }).getByRole('button', { name }).click(),
  ]);
  return { download, bytes: await readFile((await download.path())!) };
}

async function atPhoneWidth(page: Page, where: string) {
  await page.setViewportSize({ width: 390, height: 844 });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `${where} fits 390 px`).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page, `${where} (phone)`);
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('an associate reads the evaluations by coach: the list, one coach’s averages and free texts', async ({ page }) => {
  await useSession(page, await apiLogin(page.request, demo.associate), 'de');
  await page.goto('/manager');
  await page.getByRole('link', { name: 'Evaluationen nach Coach' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Evaluationen nach Coach' })).toBeVisible();

  const sophie = coachFigures('sophie.favre@example.org');
  expect(sophie.workshops).toBeGreaterThan(0);
  const row = page.getByTestId('coach-statistics').locator(`tr[data-coach-id="${sophie.id}"]`);
  await expect(row.getByRole('link', { name: 'Sophie Favre' })).toBeVisible();
  await expect(row.getByTestId('workshops')).toHaveText(String(sophie.workshops));
  await expect(row.getByTestId('average')).toHaveText(sophie.average);

  // The list as a CSV for Swiss Excel: named after the period, a BOM, German headers, Sophie's figures.
  const period = defaultPeriod();
  const csv = await downloadExport(page, 'Coaches als CSV');
  expect(csv.download.suggestedFilename()).toBe(`evaluations-by-coach-${period.from}_${period.to}.csv`);
  expect([...csv.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = csv.bytes.subarray(3).toString('utf8').split('\r\n');
  expect(lines[0]).toBe('ID;Vorname;Nachname;Workshops;Bewertungen;Durchschnitt;Letzter Workshop');
  expect(lines.find((line) => line.startsWith(`${sophie.id};`))).toMatch(
    new RegExp(`^${sophie.id};Sophie;Favre;${sophie.workshops};\\d+;${sophie.average === '–' ? '' : Number(sophie.average)};`),
  );
  await expect(page.getByRole('group', { name: 'Export' }).getByRole('status')).toHaveText('');
  await expectNoAxeViolations(page, '/manager/evaluations/by-coach');
  await atPhoneWidth(page, '/manager/evaluations/by-coach');

  await row.getByRole('link', { name: 'Sophie Favre' }).click();
  await expect(page).toHaveURL(new RegExp(`coach=${sophie.id}`));
  const detail = page.getByTestId('coach-detail');
  await expect(detail.getByRole('heading', { level: 2, name: 'Sophie Favre' })).toBeVisible();
  await expect(detail.getByTestId('coach-summary')).toContainText(
    sophie.workshops === 1 ? '1 Workshop mit' : `${sophie.workshops} Workshops mit`,
  );
  await expect(detail.getByTestId('coach-summary')).toContainText(`Bewertungen ${sophie.average}`);

  // The goals question: its average among the validated answers, as the database has them now.
  const { from, to } = defaultPeriod();
  const [goals] = queryD1<{ total: number; n: number }>(
    `SELECT sum(a.rating) AS total, count(a.rating) AS n FROM evaluations e JOIN workshops w ON w.id = e.workshop_id
      JOIN evaluation_responses r ON r.evaluation_id = e.id AND r.submitted_at IS NOT NULL
      JOIN evaluation_response_answers a ON a.response_id = r.id JOIN evaluation_questions q ON q.id = a.question_id
      WHERE e.coach_id = ${sophie.id} AND e.kind = 'by_coach' AND e.state = 'completed' AND q.key = 'goals_reached'
        AND w.date BETWEEN '${from}' AND '${to}'`,
  );
  const goalsCard = detail.locator('[data-question="goals_reached"]');
  await expect(goalsCard.getByTestId('average')).toHaveText(average(goals!.total, goals!.n));
  await expect(goalsCard.getByRole('table')).toBeVisible();
  await expect(detail.getByRole('heading', { name: 'Verlauf' })).toBeVisible();
  const [text] = queryD1<{ text: string }>(
    `SELECT a.text FROM evaluations e JOIN evaluation_responses r ON r.evaluation_id = e.id
      JOIN evaluation_response_answers a ON a.response_id = r.id
      WHERE e.coach_id = ${sophie.id} AND e.state = 'completed' AND a.text IS NOT NULL LIMIT 1`,
  );
  await expect(detail.getByText(text!.text, { exact: true })).toBeVisible();
  await expectNoAxeViolations(page, '/manager/evaluations/by-coach?coach=…');
  await atPhoneWidth(page, '/manager/evaluations/by-coach?coach=…');
});

test('an associate reads the evaluations by the audience, filters and opens a workshop’s detail', async ({ page }) => {
  await useSession(page, await apiLogin(page.request, demo.associate), 'de');
  const [workshop] = queryD1<{ id: number; offered_workshop_id: number; institute: string; title: string; date: string }>(
    `SELECT w.id, w.offered_workshop_id, w.institute, w.date, t.title FROM workshops w
      JOIN offered_workshop_translations t ON t.offered_workshop_id = w.offered_workshop_id AND t.language = 'de'
      WHERE w.id = 15`,
  );
  const [{ responses }] = queryD1<{ responses: number }>(
    `SELECT count(*) AS responses FROM evaluations e JOIN evaluation_responses r ON r.evaluation_id = e.id
      WHERE e.workshop_id = 15 AND e.kind = 'by_audience' AND r.submitted_at IS NOT NULL`,
  ) as [{ responses: number }];
  expect(responses).toBeGreaterThan(0);

  await page.goto('/manager/evaluations/by-coach');
  await page.getByRole('link', { name: 'Nach Publikum' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Evaluationen nach Publikum' })).toBeVisible();
  await expect(page.getByTestId('workshop-statistics')).toBeVisible();
  await expectNoAxeViolations(page, '/manager/evaluations/by-audience');
  await atPhoneWidth(page, '/manager/evaluations/by-audience');

  // Filter: only the offered workshop of workshop 15; its row shows its responses.
  await page.getByLabel('Workshop-Angebot', { exact: true }).selectOption(String(workshop!.offered_workshop_id));
  await expect(page).toHaveURL(new RegExp(`offered=${workshop!.offered_workshop_id}`));
  const offered = page.locator('[data-offered-workshop-id]');
  await expect(offered).toHaveCount(1);
  await expect(offered.locator('summary')).toContainText(workshop!.title);
  // Alone in the list, it is open: its rating questions with their tables.
  await expect(offered.locator('[data-question="overall"]').getByRole('table')).toBeVisible();
  const row = page.getByTestId('workshop-statistics').locator('tr[data-workshop-id="15"]');
  await expect(row.getByRole('cell').first()).toHaveText(String(responses));

  // The offered workshops of the filters as an Excel workbook: one sheet, that offered workshop only, real numbers.
  const { from, to } = defaultPeriod();
  const xlsx = await downloadExport(page, 'Workshop-Angebote als Excel');
  expect(xlsx.download.suggestedFilename()).toBe(`evaluations-by-audience-${from}_${to}.xlsx`);
  expect(xlsx.bytes.subarray(0, 2).toString('latin1')).toBe('PK');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(
    xlsx.bytes.buffer.slice(xlsx.bytes.byteOffset, xlsx.bytes.byteOffset + xlsx.bytes.length) as ArrayBuffer,
  );
  const sheet = workbook.worksheets[0]!;
  expect(sheet.name).toBe('Durch das Publikum');
  expect(sheet.getRow(1).getCell(1).value).toBe('Workshop-Angebot');
  expect(sheet.rowCount).toBe(2);
  expect(sheet.getRow(2).getCell(1).value).toBe(workshop!.title);
  const [offeredCounts] = queryD1<{ workshops: number; responses: number }>(
    `SELECT count(DISTINCT e.id) AS workshops, count(r.submitted_at) AS responses FROM evaluations e
      JOIN workshops w ON w.id = e.workshop_id LEFT JOIN evaluation_responses r ON r.evaluation_id = e.id
      WHERE e.kind = 'by_audience' AND e.coach_id IS NULL AND w.offered_workshop_id = ${workshop!.offered_workshop_id}
        AND w.date BETWEEN '${from}' AND '${to}'`,
  );
  expect([sheet.getRow(2).getCell(2).value, sheet.getRow(2).getCell(3).value]).toEqual([
    offeredCounts!.workshops,
    offeredCounts!.responses,
  ]);

  // The kind filter: the 3-month answers are another list.
  await page.getByLabel('Evaluation', { exact: true }).selectOption('after_3_months');
  await expect(page).toHaveURL(/kind=after_3_months/);
  await page.getByLabel('Evaluation', { exact: true }).selectOption('by_audience');
  await expect(row).toBeVisible();

  await row.getByRole('link').click();
  await expect(page).toHaveURL(/workshop=15/);
  const detail = page.getByTestId('workshop-detail');
  await expect(detail.getByRole('heading', { level: 2 })).toContainText(workshop!.institute);
  await expect(detail.getByTestId('workshop-summary')).toContainText(responses === 1 ? '1 Antwort,' : `${responses} Antworten,`);
  await expect(detail.locator('[data-question="intentions"]').getByRole('table')).toBeVisible();
  await expectNoAxeViolations(page, '/manager/evaluations/by-audience?workshop=15');
  await atPhoneWidth(page, '/manager/evaluations/by-audience?workshop=15');

  // The workshop page links straight here.
  await page.goto('/manager/evaluations/by-audience?workshop=15');
  await expect(page.getByTestId('workshop-detail').getByTestId('workshop-summary')).toContainText(String(responses));
});
