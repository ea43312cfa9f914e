import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi, sentBodies, type Handler } from '@/test/api-mock';
import { enterValue } from '@/test/enter-value';
import EvaluationPage from './public-evaluation-page';

const evaluation = {
  kind: 'by_audience',
  open: true,
  language: 'de',
  workshop: { title: 'Kinderrechte', date: '2026-11-20' },
  questionnaire: {
    id: 1,
    kind: 'by_audience',
    version: 1,
    language: 'de',
    questions: [
      { id: 11, key: 'overall', type: 'rating', required: true, text: 'Wie war der Workshop?', options: [] },
      { id: 12, key: 'again', type: 'single_choice', required: true, text: 'Nochmals?', options: ['Ja', 'Nein'] },
      { id: 13, key: 'topics', type: 'multiple_choice', required: false, text: 'Welche Themen?', options: ['A', 'B', 'C'] },
      { id: 14, key: 'remarks', type: 'text', required: false, text: 'Bemerkungen', options: [] },
    ],
  },
};

let token = 0;
function renderPage(handlers: Record<string, Handler>) {
  const hash = `token-${++token}`;
  const fetchMock = mockApi({
    [`GET /api/evaluations/public/${hash}`]: () => json(200, { data: evaluation }),
    ...Object.fromEntries(Object.entries(handlers).map(([key, handler]) => [`${key}${hash}`, handler])),
  });
  render(
    <I18nProvider i18n={i18n}>
      <SWRConfig value={{ provider: () => new Map() }}>
        <EvaluationPage hash={hash} />
      </SWRConfig>
    </I18nProvider>,
  );
  return { fetchMock, post: `POST /api/evaluations/public/${hash}` };
}

const group = (name: string) => screen.getByRole('group', { name: new RegExp(`^${name}`) });
const send = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Absenden' })));

describe('/evaluations/:hash (without react-hook-form)', () => {
  // The thanks scroll to the top (jsdom has no scrolling).
  beforeEach(() => void vi.spyOn(window, 'scrollTo').mockImplementation(() => {}));

  it('checks the required questions before sending, links each to its question, then sends and thanks', async () => {
    const { fetchMock, post } = renderPage({ 'POST /api/evaluations/public/': () => json(201, { data: { submittedAt: 1 } }) });
    await screen.findByText('Wie war der Workshop?');
    await send();

    const problems = await screen.findByTestId('evaluation-problems');
    await waitFor(() => expect(document.activeElement).toBe(problems));
    expect(within(problems).getByText('Bitte alle Felder ausfüllen')).toBeTruthy();
    expect(
      within(problems)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Wie war der Workshop?', 'Nochmals?']);
    expect(within(group('Wie war der Workshop?')).getByRole('alert').textContent).toBe('Bitte alle Felder ausfüllen');
    expect(sentBodies(fetchMock, post)).toEqual([]);

    // The link focuses its question's first choice; an answer given clears its question's error.
    fireEvent.click(within(problems).getByRole('button', { name: 'Nochmals?' }));
    expect(document.activeElement).toBe(within(group('Nochmals?')).getByRole('radio', { name: 'Ja' }));
    fireEvent.click(within(group('Wie war der Workshop?')).getByRole('radio', { name: '4' }));
    expect(within(group('Wie war der Workshop?')).queryByRole('alert')).toBeNull();
    fireEvent.click(within(group('Nochmals?')).getByRole('radio', { name: 'Nein' }));
    fireEvent.click(within(group('Welche Themen?')).getByRole('checkbox', { name: 'C' }));
    enterValue(screen.getByRole('textbox', { name: 'Bemerkungen' }), '  Spannend  ');
    await send();

    expect(await screen.findByText('Danke für deine Rückmeldung!')).toBeTruthy();
    const [body] = sentBodies(fetchMock, post) as [{ deviceId: string; answers: unknown; language: string }];
    expect(body.answers).toEqual([
      { questionId: 11, rating: 4 },
      { questionId: 12, choices: [1] },
      { questionId: 13, choices: [2] },
      { questionId: 14, text: 'Spannend' },
    ]);
    expect(body.language).toBe('de');
  });

  it('puts the server’s 422 on its question and keeps the answers', async () => {
    renderPage({
      'POST /api/evaluations/public/': () =>
        json(422, {
          error: {
            code: 'validation_failed',
            message: 'Bitte alle Felder ausfüllen',
            fields: [{ path: 'answers.12', code: 'custom', message: 'evaluation_incomplete' }],
          },
        }),
    });
    await screen.findByText('Wie war der Workshop?');
    fireEvent.click(within(group('Wie war der Workshop?')).getByRole('radio', { name: '5' }));
    fireEvent.click(within(group('Nochmals?')).getByRole('radio', { name: 'Ja' }));
    await send();
    const problems = await screen.findByTestId('evaluation-problems');
    expect(
      within(problems)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Nochmals?']);
    expect(within(group('Nochmals?')).getByRole('alert').textContent).toBe('Bitte alle Felder ausfüllen');
    expect((within(group('Wie war der Workshop?')).getByRole('radio', { name: '5' }) as HTMLInputElement).checked).toBe(true);
  });
});
