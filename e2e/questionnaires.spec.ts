import { expect, test } from '@playwright/test';
import { apiLogin, demo, expectNoAxeViolations, snackbar, useSession } from './support';

/*
 * Master data, questionnaires. The e2e database is shared: other specs answer the by_audience and by_coach
 * questionnaires, so this spec saves only the after_3_months one, and its new question is optional (a teacher's
 * submission elsewhere still needs only the questions it knows).
 */

const wording = {
  de: 'Hat die Klasse ein eigenes Projekt gestartet?',
  fr: 'La classe a-t-elle lancé un projet à elle\u202f?',
  it: 'La classe ha avviato un proprio progetto?',
  en: 'Has the class started a project of its own?',
};
const languages = { de: 'Deutsch', fr: 'Französisch', it: 'Italienisch', en: 'Englisch' } as const;
const answers = { de: ['Ja', 'Nein'], fr: ['Oui', 'Non'], it: ['Sì', 'No'], en: ['Yes', 'No'] };

test('an associate saves a new version of the 3-month questionnaire and previews it in French', async ({ page, request }) => {
  const session = await apiLogin(request, demo.associate);
  const current = await request.get('/api/evaluations/questionnaires', {
    headers: { Authorization: `Bearer ${session.token}` },
  });
  const list = ((await current.json()) as { data: { kind: string; version: number }[] }).data;
  const before = list.find((questionnaire) => questionnaire.kind === 'after_3_months')!.version;
  const key = `e2e_${Date.now().toString(36)}`;

  await useSession(page, session, 'de');
  await page.goto('/manager/masterdata/questionnaires');
  const section = page.getByTestId('questionnaires-section');
  await expect(section.getByRole('heading', { name: 'Durch das Publikum', level: 2 })).toBeVisible();
  await expectNoAxeViolations(page, 'master data, questionnaires');

  await section.getByRole('button', { name: /^Nach 3 Monaten/ }).click();
  const editor = section.getByTestId('questionnaire-after_3_months');
  await expect(editor.getByTestId('questionnaire-current-version')).toContainText(`Version ${before}`);
  const count = await editor.getByTestId('questionnaire-question').count();

  await editor.getByRole('button', { name: 'Frage hinzufügen' }).click();
  const question = editor.getByRole('region', { name: `Frage ${count + 1}`, exact: true });
  await question.getByLabel('Schlüssel').fill(key);
  await question.getByLabel('Fragetyp').selectOption({ label: 'Einfachauswahl' });
  await question.getByLabel('Antwort erforderlich').uncheck();
  for (const code of ['de', 'fr', 'it'] as const) {
    await question.getByLabel(`Frage (${languages[code]})`).fill(wording[code]);
  }
  await expect(question.getByTestId('questionnaire-option')).toHaveCount(2);
  for (const code of ['de', 'fr', 'it', 'en'] as const) {
    await question.getByLabel(`Antwort 1 (${languages[code]})`).fill(answers[code][0]!);
    await question.getByLabel(`Antwort 2 (${languages[code]})`).fill(answers[code][1]!);
  }
  await question.getByRole('button', { name: 'Antwortmöglichkeit hinzufügen' }).click();
  await expect(question.getByTestId('questionnaire-option')).toHaveCount(3);
  await question.getByRole('button', { name: 'Antwort 3 entfernen' }).click();
  await expect(question.getByTestId('questionnaire-option')).toHaveCount(2);

  // The English wording is missing: refused at its field, and nothing typed is lost.
  await editor.getByRole('button', { name: 'Als neue Version speichern' }).click();
  const english = question.getByLabel(`Frage (${languages.en})`);
  await expect(english).toHaveAttribute('aria-invalid', 'true');
  await expect(english).toHaveAccessibleDescription('Pflichtfeld');
  await expect(question.getByLabel(`Frage (${languages.fr})`)).toHaveValue(wording.fr);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await english.fill(wording.en);
  await expectNoAxeViolations(page, 'master data, editing the 3-month questionnaire');

  await editor.getByRole('button', { name: 'Als neue Version speichern' }).click();
  const dialog = page.getByRole('dialog', { name: `Als Version ${before + 1} speichern?` });
  await expect(dialog).toContainText('behalten ihre Version');
  await expectNoAxeViolations(page, 'confirmation of a new questionnaire version');
  await dialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(snackbar(page, 'Neue Version des Fragebogens gespeichert')).toBeVisible();
  await expect(editor.getByTestId('questionnaire-current-version')).toContainText(`Version ${before + 1}`);
  await expect(editor.getByTestId('questionnaire-current-version')).toContainText('Lukas Brunner');
  await expect(editor.getByRole('region', { name: `Frage ${count + 1}`, exact: true }).getByLabel('Schlüssel')).toHaveValue(key);

  const preview = editor.getByRole('region', { name: 'Vorschau' });
  await preview.getByLabel('Sprache der Vorschau').selectOption({ label: 'Französisch' });
  await expect(preview.getByTestId('questionnaire-preview')).toContainText(wording.fr);
  await expect(preview.getByRole('radio', { name: 'Oui', exact: true })).toBeVisible();
  await expect(preview.getByTestId('questionnaire-preview')).not.toContainText(wording.de);

  const versions = await request.get('/api/evaluations/questionnaires/after_3_months/versions', {
    headers: { Authorization: `Bearer ${session.token}` },
  });
  expect(((await versions.json()) as { data: { version: number }[] }).data[0]!.version).toBe(before + 1);
});
