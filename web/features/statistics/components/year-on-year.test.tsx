import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { previousReach, previousReport, reach, report } from '../test/fixtures';
import { ComparisonProvider, type Comparison } from './comparison';
import { ReachView } from './reach-section';
import { EvaluationsCard, ReportView } from './report-view';

const MINUS = '\u2212';
const lastYear: Comparison = { current: '2026/27', previous: '2025/26', report: previousReport, reach: previousReach };

const view = (comparison: Comparison | null) =>
  render(
    <I18nProvider i18n={i18n}>
      <ComparisonProvider value={comparison}>
        <ReportView report={report} />
        <EvaluationsCard report={report} />
        <ReachView reach={reach} report={report} />
      </ComparisonProvider>
    </I18nProvider>,
  );

const texts = (elements: Element[]) => elements.map((element) => element.textContent);
const cells = (table: HTMLElement, row: RegExp) =>
  texts(within(within(table).getByRole('row', { name: row })).getAllByRole('cell'));

describe('year on year on the report page', () => {
  it('writes a line under each key figure: the change, its percent and last year’s figure', () => {
    view(lastYear);
    const line = (key: string) =>
      screen.getByTestId('key-figures').querySelector(`[data-figure="${key}"] [data-testid="change-line"]`)?.textContent;
    // Workshops 57 against 50: +7 (7 / 50 = +14.0 %); cancellations 3 against 6: −3 (−50.0 %).
    expect(line('workshops')).toBe('+7 (+14.0\u00a0%) ggü. 2025/26: 50');
    expect(line('participants')).toBe('+112 (+22.4\u00a0%) ggü. 2025/26: 500');
    expect(line('cancellations')).toBe(`${MINUS}3 (${MINUS}50.0\u00a0%) ggü. 2025/26: 6`);
    const schools = screen.getByTestId('reach-schools');
    // Schools reached 38 against 32: +6 (+18.8 %); lost 6 against 0: no percent from 0.
    expect(schools.querySelector('[data-figure="reached"] [data-testid="change-line"]')?.textContent).toBe(
      '+6 (+18.8\u00a0%) ggü. 2025/26: 32',
    );
    expect(schools.querySelector('[data-figure="lost"] [data-testid="change-line"]')?.textContent).toBe('+6 (–) ggü. 2025/26: 0');
  });

  it('gives each compared column four: this year, last year, Δ and Δ %, with the rows only last year had', () => {
    view(lastYear);
    const cantons = screen.getByRole('table', { name: 'Nach Kanton' });
    expect(texts(within(cantons).getAllByRole('columnheader'))).toEqual([
      'Kanton',
      'Workshops',
      'Teilnehmende',
      '2026/27 Workshops',
      '2025/26 Workshops',
      'Δ Veränderung Workshops',
      'Δ % Veränderung in Prozent Workshops',
      '2026/27 Teilnehmende',
      '2025/26 Teilnehmende',
      'Δ Veränderung Teilnehmende',
      'Δ % Veränderung in Prozent Teilnehmende',
    ]);
    // Bern 22 workshops against 20 (+2, +10.0 %), 250 participants against 200 (+50, +25.0 %).
    expect(cells(cantons, /^Bern/)).toEqual(['22', '20', '+2', '+10.0\u00a0%', '250', '200', '+50', '+25.0\u00a0%']);
    // St. Gallen only last year; Zurich only this year (from 0: no percent).
    expect(cells(cantons, /^St\. Gallen/)).toEqual([
      '0',
      '24',
      `${MINUS}24`,
      `${MINUS}100.0\u00a0%`,
      '0',
      '300',
      `${MINUS}300`,
      `${MINUS}100.0\u00a0%`,
    ]);
    expect(cells(cantons, /^Zürich/)).toEqual(['12', '0', '+12', '–', '130', '0', '+130', '–']);
    // Shares in percentage points: m 280 of 612 = 46 % against 240 of 500 = 48 %: −2 points.
    const gender = screen.getByRole('table', { name: 'Teilnehmende nach Geschlecht' });
    expect(cells(gender, /^Männlich/).slice(4)).toEqual(['46\u00a0%', '48\u00a0%', `${MINUS}2\u00a0Pp.`, `${MINUS}4.2\u00a0%`]);
    // An average: 4.4 against 4.1, +0.3 (+7.3 %); a question not asked last year has no change.
    const ratings = screen.getByRole('table', { name: 'Durchschnitt pro Frage: Durch die Klasse' });
    expect(cells(ratings, /insgesamt gefallen/).slice(0, 4)).toEqual(['4.4', '4.1', '+0.3', '+7.3\u00a0%']);
    expect(cells(ratings, /etwas Neues gelernt/).slice(0, 4)).toEqual(['4.1', '–', '–', '–']);
    // The cross tables: under each cell last year's workshops and participants and the change of each.
    const cross = screen.getByRole('table', { name: 'Workshops und Teilnehmende nach Kanton und Sprache' });
    const crossCells = (row: RegExp) => cells(cross, row);
    // BE German 18 / 200 against 15 / 180: +3 (+20.0 %), +20 (+11.1 %); French 4 / 50, none last year: no percent.
    expect(crossCells(/^Bern/)).toEqual([
      '18 Workshops200 Teilnehmende2025/26: 15 · 180 Workshops, TeilnehmendeΔ Veränderung Workshops: +3 (+20.0\u00a0%)Δ Veränderung Teilnehmende: +20 (+11.1\u00a0%)',
      '4 Workshops50 Teilnehmende2025/26: 0Δ Veränderung Workshops: +4 (–)Δ Veränderung Teilnehmende: +50 (–)',
    ]);
    // St. Gallen only last year: none this year, −100 %.
    expect(crossCells(/^St. Gallen/)[1]).toBe(
      `–02025/26: 3 · 30 Workshops, TeilnehmendeΔ Veränderung Workshops: ${MINUS}3 (${MINUS}100.0\u00a0%)Δ Veränderung Teilnehmende: ${MINUS}30 (${MINUS}100.0\u00a0%)`,
    );
  });

  it('draws last year as a second, muted series in the charts, with a legend', () => {
    view(lastYear);
    const months = screen.getByTestId('by-month');
    // August to July side by side: 12 months, 11 of them with last year's workshops.
    expect(months.querySelectorAll('svg[aria-hidden="true"] rect[data-previous]')).toHaveLength(11);
    expect(texts([...within(months).getByTestId('chart-legend').querySelectorAll('li')])).toEqual(['2026/27', '2025/26']);
    expect(cells(screen.getByRole('table', { name: 'Workshops pro Monat' }), /^November 2026/)).toEqual([
      '12',
      '10',
      '+2',
      '+20.0\u00a0%',
    ]);
    expect(screen.getByTestId('by-canton').querySelectorAll('svg [data-previous]').length).toBeGreaterThan(0);
  });

  it('gives only last year’s figure where there is nothing to subtract', () => {
    const noLeadTime = { ...previousReport.lead_time, workshops: 0, average_days: null, median_days: null };
    view({ ...lastYear, report: { ...previousReport, lead_time: noLeadTime } });
    const average = screen.getByTestId('lead-time').querySelectorAll('[data-testid="change-line"]')[0];
    expect(average?.textContent).toBe('ggü. 2025/26: –');
  });

  it('compares nothing without a previous school year', () => {
    view(null);
    expect(screen.queryAllByTestId('change-line')).toHaveLength(0);
    expect(document.querySelectorAll('table[data-compared]')).toHaveLength(0);
    expect(document.querySelectorAll('svg [data-previous]')).toHaveLength(0);
    expect(screen.queryAllByTestId('chart-legend')).toHaveLength(0);
    expect(cells(screen.getByRole('table', { name: 'Nach Kanton' }), /^Bern/)).toEqual(['22', '250']);
  });
});
