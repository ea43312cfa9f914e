import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { QuestionStats } from '@contract/evaluations/statistics.schemas';
import { formatAverage, formatPeriod } from './statistics-format';
import { StatisticsQuestions } from './statistics-questions';

const rating: QuestionStats = {
  key: 'overall',
  type: 'rating',
  text: 'Der Workshop hat mir gefallen.',
  options: [],
  answers: 4,
  average: 3.8,
  distribution: [0, 1, 0, 2, 1],
  choices: [],
};
const choice: QuestionStats = {
  key: 'intentions',
  type: 'multiple_choice',
  text: 'Was nimmst du dir vor?',
  options: ['Mich einsetzen', 'Darüber reden', 'Mehr lesen'],
  answers: 3,
  average: null,
  distribution: [],
  choices: [2, 0, 3],
};

describe('StatisticsQuestions', () => {
  it('writes every number of a chart in a table; the charts are hidden from assistive technology', () => {
    const { container } = render(
      <I18nProvider i18n={i18n}>
        <StatisticsQuestions questions={[rating, choice]} />
      </I18nProvider>,
    );
    const [ratingTable, choiceTable] = screen.getAllByRole('table');
    const cells = within(ratingTable!)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toEqual(['3.8', '0', '1', '0', '2', '1', '4']);
    const rows = within(choiceTable!)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows).toEqual(['Mich einsetzen2', 'Darüber reden0', 'Mehr lesen3']);
    const svgs = [...container.querySelectorAll('svg')];
    expect(svgs.length).toBeGreaterThan(0);
    expect(svgs.every((svg) => svg.getAttribute('aria-hidden') === 'true')).toBe(true);
  });
});

describe('statistics format', () => {
  it('writes averages with one decimal in the reader’s locale, a dash for none, and trend periods', () => {
    expect([formatAverage(4, 'de'), formatAverage(3.75, 'de'), formatAverage(4.5, 'fr'), formatAverage(null, 'de')]).toEqual([
      '4.0',
      '3.8',
      '4,5',
      '–',
    ]);
    expect(formatPeriod('2026-Q3', 'de')).toBe('Q3 2026');
    expect(formatPeriod('2026-03', 'de')).toMatch(/2026/);
  });
});
