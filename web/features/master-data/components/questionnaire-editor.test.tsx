import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { describe, expect, it } from 'vitest';
import type { QuestionnaireEditor } from '@/lib/contract';
import { json, mockApi, sentBodies } from '@/test/api-mock';
import { enterValue } from '@/test/enter-value';
import { QuestionnairesSection } from './questionnaires-section';

const words = (text: string) => ({ de: `${text} de`, fr: `${text} fr`, it: `${text} it`, en: `${text} en` });
const none = { de: [], fr: [], it: [], en: [] };

const editor = (kind: QuestionnaireEditor['kind'], version = 1): QuestionnaireEditor => ({
  id: version * 10 + ['by_audience', 'by_coach', 'after_3_months'].indexOf(kind),
  kind,
  version,
  createdAt: 1_790_000_000,
  createdBy: version === 1 ? null : 'Lukas Brunner',
  usedBy: 3,
  questions: [
    { id: 1, key: 'overall', type: 'rating', required: true, text: words('Gefallen'), options: none },
    {
      id: 2,
      key: 'follow_up',
      type: 'single_choice',
      required: false,
      text: words('Weiter'),
      options: { de: ['Ja', 'Nein'], fr: ['Oui', 'Non'], it: ['Sì', 'No'], en: ['Yes', 'No'] },
    },
  ],
});

const list = (version = 1) => [editor('by_audience', version), editor('by_coach'), editor('after_3_months')];

const renderSection = () =>
  render(
    <I18nProvider i18n={i18n}>
      <SWRConfig value={{ provider: () => new Map(), revalidateOnFocus: false, shouldRetryOnError: false }}>
        <QuestionnairesSection />
      </SWRConfig>
    </I18nProvider>,
  );

async function openAudienceEditor() {
  const section = await screen.findByTestId('questionnaire-by_audience');
  expect(within(section).getByTestId('questionnaire-current-version').textContent).toContain('Version 1');
  return section;
}

async function confirmSave(section: HTMLElement) {
  fireEvent.click(within(section).getByRole('button', { name: 'Als neue Version speichern' }));
  const dialog = await screen.findByRole('dialog', { name: 'Als Version 2 speichern?' });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
}

describe('questionnaires section', () => {
  it('sends options only for choice questions and puts a refused type on its field, keeping what was typed', async () => {
    const fetchMock = mockApi({
      'GET /api/evaluations/questionnaires': () => json(200, { data: list() }),
      'PUT /api/evaluations/questionnaires/by_audience': () =>
        json(422, {
          error: {
            code: 'validation_failed',
            message: 'A question key was used with another type before',
            fields: [{ path: 'questions.1.type', code: 'custom', message: 'question_type_changed' }],
          },
        }),
    });
    renderSection();
    const section = await openAudienceEditor();
    const second = within(section).getByRole('region', { name: 'Frage 2' });
    enterValue(within(second).getByLabelText(/^Fragetyp/), 'rating');
    enterValue(within(second).getByLabelText(/^Frage \(Französisch\)/), 'Nouveau texte');
    await confirmSave(section);

    const type = await within(second).findByRole('combobox', {
      description: 'Dieser Schlüssel hatte in einer früheren Version einen anderen Fragetyp: bitte einen neuen Schlüssel wählen',
    });
    expect(type.getAttribute('aria-invalid')).toBe('true');
    expect((within(second).getByLabelText(/^Frage \(Französisch\)/) as HTMLTextAreaElement).value).toBe('Nouveau texte');
    const [body] = sentBodies(fetchMock, 'PUT /api/evaluations/questionnaires/by_audience') as [
      { baseVersion: number; questions: { type: string; options: unknown }[] },
    ];
    expect(body.baseVersion).toBe(1);
    expect(body.questions[1]).toMatchObject({ type: 'rating', options: none });
  });

  it('says when someone else saved meanwhile, keeps the edits until the new version is loaded', async () => {
    let versions = list();
    mockApi({
      'GET /api/evaluations/questionnaires': () => json(200, { data: versions }),
      'PUT /api/evaluations/questionnaires/by_audience': () => {
        versions = list(2);
        return json(409, { error: { code: 'conflict', message: 'changed meanwhile' } });
      },
    });
    renderSection();
    const section = await openAudienceEditor();
    const first = within(section).getByRole('region', { name: 'Frage 1' });
    enterValue(within(first).getByLabelText(/^Frage \(Deutsch\)/), 'Meine Änderung');
    await confirmSave(section);

    const alert = await within(section).findByText('Inzwischen hat jemand anderes eine neue Version gespeichert.');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect((within(first).getByLabelText(/^Frage \(Deutsch\)/) as HTMLTextAreaElement).value).toBe('Meine Änderung');
    fireEvent.click(
      await within(alert.closest('[role="alert"]') as HTMLElement).findByRole('button', { name: 'Neue Version laden' }),
    );
    await waitFor(() => expect(within(section).getByTestId('questionnaire-current-version').textContent).toContain('Version 2'));
    const reloaded = within(section).getByRole('region', { name: 'Frage 1' });
    expect((within(reloaded).getByLabelText(/^Frage \(Deutsch\)/) as HTMLTextAreaElement).value).toBe('Gefallen de');
  });
});
