import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { CoachEvaluation } from '@/lib/contract';
import { json, mockApi, sentBodies } from '@/test/api-mock';
import { enterValue } from '@/test/enter-value';
import { CoachEvaluationForm } from './coach-evaluation-form';

const evaluation: CoachEvaluation = {
  id: 7,
  state: 'open',
  workshop: { id: 3, date: '2026-11-20', start_time: '08:00', end_time: '10:00', institute: 'Schule Au', title: 'Kinderrechte' },
  coach: { id: 5, name: 'Eva Luation' },
  questionnaire: {
    id: 2,
    kind: 'by_coach',
    version: 1,
    language: 'de',
    questions: [
      { id: 10, key: 'goals', type: 'rating', required: true, text: 'Die Ziele wurden erreicht', options: [] },
      { id: 11, key: 'notes', type: 'text', required: true, text: 'Was lief gut?', options: [] },
    ],
  },
  answers: [{ questionId: 10, rating: 4, choices: null, text: null }],
  sent_at: null,
  submitted_at: null,
  review_comment: null,
  returned_at: null,
  validated_at: null,
  validated_by: null,
};

const renderForm = (onSaved = vi.fn()) => {
  render(
    <I18nProvider i18n={i18n}>
      <CoachEvaluationForm evaluation={evaluation} onSaved={onSaved} />
    </I18nProvider>,
  );
  return onSaved;
};

describe('the coach’s evaluation form', () => {
  it('refuses to submit with a required question unanswered, without a request, and keeps the answers', async () => {
    const fetchMock = mockApi({});
    renderForm();
    expect((screen.getByRole('radio', { name: '4' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Abschicken' }));
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toEqual(['Bitte alle Felder ausfüllen', 'Bitte alle Felder ausfüllen']);
    expect(screen.getByRole('textbox', { name: /Was lief gut/ }).getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
    expect((screen.getByRole('radio', { name: '4' }) as HTMLInputElement).checked).toBe(true);
  });

  it('saves a draft as it is, and puts a 422 of the server on its question with the typed text kept', async () => {
    const fetchMock = mockApi({
      'PUT /api/evaluations/7': (init) => {
        const body = JSON.parse(String(init.body)) as { submit: boolean };
        return body.submit
          ? json(422, {
              error: {
                code: 'validation_failed',
                message: 'Invalid answers',
                fields: [{ path: 'answers.11', code: 'custom', message: 'too_long' }],
              },
            })
          : json(200, { data: evaluation });
      },
    });
    const onSaved = renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(sentBodies(fetchMock, 'PUT /api/evaluations/7')).toEqual([
      { answers: [{ questionId: 10, rating: 4 }], submit: false },
    ]);

    const text = screen.getByRole('textbox', { name: /Was lief gut/ });
    enterValue(text, 'Sehr engagiert');
    fireEvent.click(screen.getByRole('button', { name: 'Abschicken' }));
    await waitFor(() => expect(text.getAttribute('aria-invalid')).toBe('true'));
    expect(sentBodies(fetchMock, 'PUT /api/evaluations/7')[1]).toEqual({
      answers: [
        { questionId: 10, rating: 4 },
        { questionId: 11, text: 'Sehr engagiert' },
      ],
      submit: true,
    });
    expect((text as HTMLTextAreaElement).value).toBe('Sehr engagiert');
    expect(onSaved).toHaveBeenCalledTimes(1);
    expect(within(text.parentElement!).getByRole('alert').textContent).not.toBe('');
  });
});
