import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { reach, report } from '../test/fixtures';
import { ReachView } from './reach-section';

const view = (data = reach) =>
  render(
    <I18nProvider i18n={i18n}>
      <ReachView reach={data} report={report} />
    </I18nProvider>,
  );

const texts = (elements: HTMLElement[]) => elements.map((element) => element.textContent);

describe('ReachView', () => {
  it('shows the schools: reached, first-time, returning and lost since the previous school year', () => {
    view();
    const schools = screen.getByTestId('reach-schools');
    const figure = (key: string) => schools.querySelector(`[data-figure="${key}"] dd`)?.textContent;
    expect([figure('reached'), figure('first_time'), figure('returning'), figure('lost')]).toEqual(['38', '11', '27', '6']);
    expect(within(schools).getByText('im Schuljahr 2025/26, jetzt nicht')).toBeTruthy();
    expect(screen.queryByTestId('reach-lost-note')).toBeNull();
  });

  it('says why there is no "lost" when the period is no school year', () => {
    view({ ...reach, schools: { reached: 5, first_time: 5, returning: 0, school_year: null, lost: null } });
    expect(screen.getByTestId('reach-schools').querySelector('[data-figure="lost"]')).toBeNull();
    expect(screen.getByTestId('reach-lost-note').textContent).toBe(
      'Verlorene Schulen gibt es nur für ein ganzes Schuljahr: Der gewählte Zeitraum ist kein Schuljahr.',
    );
  });

  it('draws the map of the report’s participants per canton with the numbers in a table', () => {
    view();
    const map = screen.getByRole('img', { name: 'Karte der Schweiz: Teilnehmende nach Kanton' });
    expect(map.querySelectorAll('polygon')).toHaveLength(26);
    expect(map.querySelector('[data-canton="GR"] title')?.textContent).toBe('Graubünden: 0');
    expect(map.querySelector('[data-canton="BE"] title')?.textContent).toBe('Bern: 250');
    const table = screen.getByRole('table', { name: 'Karte der Schweiz: Teilnehmende nach Kanton' });
    expect(within(within(table).getByRole('row', { name: /^Bern/ })).getByRole('cell').textContent).toBe('250');
    expect(within(within(table).getByRole('row', { name: /^Ohne Angabe/ })).getByRole('cell').textContent).toBe('22');
  });

  it('splits the participants m/w/d per educational system and per bar of the report', () => {
    view();
    const systems = screen.getByRole('table', { name: 'Workshops und Teilnehmende nach Schulsystem' });
    expect(texts(within(systems).getAllByRole('columnheader'))).toEqual([
      'Schulsystem',
      'Workshops',
      'Teilnehmende',
      'männlich (m)',
      'weiblich (w)',
      'divers (d)',
      'Ohne Angabe',
    ]);
    const unknown = within(systems).getByRole('row', { name: /^Ohne Angabe/ });
    expect(texts(within(unknown).getAllByRole('cell'))).toEqual(['6', '62', '20', '25', '2', '15']);

    const byCanton = screen.getByRole('table', { name: 'Geschlecht nach Kanton' });
    const bern = within(byCanton).getByRole('row', { name: /^Bern/ });
    expect(texts(within(bern).getAllByRole('cell'))).toEqual(['250', '120', '120', '5', '5']);
    const byLanguage = screen.getByRole('table', { name: 'Geschlecht nach Sprache' });
    expect(within(byLanguage).getByRole('rowheader', { name: 'Französisch' })).toBeTruthy();
  });

  it('shows the two cross tables with cantons as row headers and the columns as column headers', () => {
    view();
    const offered = screen.getByRole('table', { name: 'Workshops und Teilnehmende nach Kanton und Workshop-Angebot' });
    expect(texts(within(offered).getAllByRole('columnheader'))).toEqual(['Kanton', 'Kinderrechte', 'Zivilcourage']);
    expect(
      within(offered)
        .getAllByRole('columnheader')
        .every((cell) => cell.getAttribute('scope') === 'col'),
    ).toBe(true);
    expect(texts(within(offered).getAllByRole('rowheader'))).toEqual(['Bern', 'Zürich', 'Waadt']);
    expect(
      within(offered)
        .getAllByRole('rowheader')
        .every((cell) => cell.getAttribute('scope') === 'row'),
    ).toBe(true);
    const zurich = within(offered).getByRole('row', { name: /^Zürich/ });
    expect(texts(within(zurich).getAllByRole('cell'))).toEqual(['6 Workshops70 Teilnehmende', '–0']);
    expect(within(zurich).getAllByRole('cell')[0]!.className).toContain('text-right');

    const languages = screen.getByRole('table', { name: 'Workshops und Teilnehmende nach Kanton und Sprache' });
    expect(texts(within(languages).getAllByRole('columnheader'))).toEqual(['Kanton', 'Deutsch', 'Französisch']);
    expect(texts(within(languages).getAllByRole('rowheader'))).toEqual(['Bern', 'Waadt', 'Ohne Angabe']);
  });
});
