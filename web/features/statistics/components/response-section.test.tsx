import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { previousReport, previousResponse, report, response } from '../test/fixtures';
import { ComparisonProvider, type Comparison } from './comparison';
import { ResponseView } from './response-section';

const view = (data = response, comparison: Comparison | null = null) =>
  render(
    <I18nProvider i18n={i18n}>
      <ComparisonProvider value={comparison}>
        <ResponseView response={data} report={report} />
      </ComparisonProvider>
    </I18nProvider>,
  );

const texts = (elements: HTMLElement[]) => elements.map((element) => element.textContent);
const cells = (table: HTMLElement, row: RegExp) =>
  texts(within(within(table).getByRole('row', { name: row })).getAllByRole('cell'));

describe('ResponseView', () => {
  it('shows the totals beside the report’s rating averages', () => {
    view();
    const total = screen.getByTestId('response-total');
    const figure = (key: string) => total.querySelector(`[data-figure="${key}"] dd`)?.textContent;
    // 18 of 24 links used = 75.0 %; 410 responses / 612 participants = 0.67; 9 of 12 questionnaires = 75.0 %.
    expect(figure('workshops')).toBe('29');
    expect(figure('links_used')).toBe('75.0\u00a0%');
    expect(within(total).getByText('18 von 24 Links')).toBeTruthy();
    expect(figure('responses_per_participant')).toBe('0.67');
    expect(figure('three_months_answered')).toBe('75.0\u00a0%');
    expect(screen.queryAllByTestId('change-line')).toHaveLength(0);
    const averages = screen.getByRole('table', { name: 'Durchschnitt pro Frage: Durch die Klasse' });
    expect(cells(averages, /insgesamt gefallen/)).toEqual(['4.4', '312']);
  });

  it('lists links sent and used, responses per participant and the 3-month rate per canton, language, offered workshop', () => {
    view();
    const cantons = screen.getByRole('table', { name: 'Rücklauf nach Kanton' });
    expect(texts(within(cantons).getAllByRole('columnheader'))).toEqual([
      'Kanton',
      'Workshops',
      'Teilnehmende',
      'Links versandt',
      'Links genutzt',
      'Genutzt in %',
      'Antworten',
      'Antworten pro Teilnehmende',
      '3-Monats-Fragebogen versandt',
      'Beantwortet',
      'Beantwortet in %',
    ]);
    // Bern: 12 of 16 links = 75.0 %, 280 / 400 = 0.70 per participant, 6 of 8 = 75.0 %.
    expect(cells(cantons, /^Bern/)).toEqual(['18', '400', '16', '12', '75.0\u00a0%', '280', '0.70', '8', '6', '75.0\u00a0%']);
    // No link sent, no questionnaire: no rate ("–"), not 0 %.
    expect(cells(cantons, /^Ohne Angabe/)).toEqual(['2', '22', '0', '0', '–', '0', '0.00', '0', '0', '–']);
    expect(within(screen.getByRole('table', { name: 'Rücklauf nach Sprache' })).getByText('Französisch')).toBeTruthy();
    expect(within(screen.getByRole('table', { name: 'Rücklauf nach Workshop-Angebot' })).getByText('Zivilcourage')).toBeTruthy();
  });

  it('draws the trend of both rates per school year, with a legend, and lists every year in a table', () => {
    view();
    const trend = screen.getByTestId('response-trend');
    expect(trend.querySelector('svg[aria-hidden="true"] [data-series="second"]')).not.toBeNull();
    expect([...within(trend).getAllByTestId('chart-legend')[0]!.querySelectorAll('li')].map((item) => item.textContent)).toEqual([
      'Links genutzt in %',
      '3-Monats-Fragebogen beantwortet in %',
    ]);
    const table = screen.getByRole('table', { name: 'Rücklauf pro Schuljahr' });
    expect(texts(within(table).getAllByRole('rowheader'))).toEqual(['2024/25', '2025/26', '2026/27']);
    // 2024/25: 9 of 15 links = 60.0 %, 5 of 10 questionnaires = 50.0 %.
    expect(cells(table, /^2024\/25/)[4]).toBe('60.0\u00a0%');
    expect(cells(table, /^2024\/25/)[9]).toBe('50.0\u00a0%');
  });

  it('says so when nothing was held', () => {
    const none = {
      ...response,
      total: { ...response.total, workshops: 0 },
      by_offered_workshop: [],
      by_canton: [],
      by_language: [],
      by_school_year: [],
    };
    view(none);
    expect(screen.getAllByText('Keine durchgeführten Workshops im gewählten Zeitraum.')).toHaveLength(4);
    expect(screen.getByText('Keine durchgeführten Workshops in diesen Schuljahren.')).toBeTruthy();
  });

  it('stands every figure against the previous school year: lines under the totals, columns in the tables', () => {
    view(response, { current: '2026/27', previous: '2025/26', report: previousReport, response: previousResponse });
    const total = screen.getByTestId('response-total');
    const line = (key: string) => total.querySelector(`[data-figure="${key}"] [data-testid="change-line"]`)?.textContent;
    // Workshops 29 against 25: +4, +16.0 %. Links used 75.0 % against 70.0 % (14 of 20): +5.0 points, +7.1 %.
    expect(line('workshops')).toBe('+4 (+16.0\u00a0%) ggü. 2025/26: 25');
    expect(line('links_used')).toBe('+5.0\u00a0Pp. (+7.1\u00a0%) ggü. 2025/26: 70.0\u00a0%');
    const cantons = screen.getByRole('table', { name: 'Rücklauf nach Kanton' });
    expect(cantons.getAttribute('data-compared')).toBe('true');
    // St. Gallen only last year: 0 workshops against 25 (−25, −100.0 %); its 3-month rate 0.0 % then, none now.
    const sg = cells(cantons, /^St\. Gallen/);
    expect(sg.slice(0, 4)).toEqual(['0', '25', '\u221225', '\u2212100.0\u00a0%']);
    expect(sg.slice(36, 40)).toEqual(['–', '0.0\u00a0%', '–', '–']);
    // Bern had no row last year: from 0 the percent has no meaning ("–").
    expect(cells(cantons, /^Bern/).slice(0, 4)).toEqual(['18', '0', '+18', '–']);
  });
});
