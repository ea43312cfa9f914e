import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cantons, type Canton } from '@/lib/contract';
import { cantonScale, SwissCantonMap } from './swiss-canton-map';

const names = Object.fromEntries(cantons.map((canton) => [canton, `Kanton ${canton}`])) as Record<Canton, string>;

const renderMap = () =>
  render(
    <SwissCantonMap
      title="Teilnehmende nach Kanton"
      cantonHeader="Kanton"
      valueHeader="Teilnehmende"
      othersLabel="Übrige Kantone"
      names={names}
      values={[
        { canton: 'BE', value: 250 },
        { canton: 'ZH', value: 130 },
        { canton: 'BS', value: 4 },
      ]}
      unplaced={{ label: 'Ohne Angabe', value: 22 }}
    />,
  );

describe('SwissCantonMap', () => {
  it('draws all 26 cantons with their code and a title, shaded by value (0 neutral)', () => {
    const { container } = renderMap();
    const map = screen.getByRole('img', { name: 'Teilnehmende nach Kanton' });
    const shapes = map.querySelectorAll('polygon');
    expect(shapes).toHaveLength(26);
    const drawn = [...map.querySelectorAll('[data-canton]')].map((group) => group.getAttribute('data-canton'));
    expect([...drawn].sort()).toEqual([...cantons].sort());
    for (const canton of cantons) {
      const group = map.querySelector(`[data-canton="${canton}"]`)!;
      expect(group.querySelector('title')?.textContent).toMatch(new RegExp(`^Kanton ${canton}: \\d+$`));
      expect(group.querySelector('text')?.textContent).toBe(canton);
    }
    expect(map.querySelector('[data-canton="BE"] title')?.textContent).toBe('Kanton BE: 250');
    expect(map.querySelector('[data-canton="BE"] polygon')?.getAttribute('class')).toContain('fill-primary');
    expect(map.querySelector('[data-canton="UR"] polygon')?.getAttribute('class')).toContain('fill-muted');
    expect(container.querySelector('[data-testid="canton-map-legend"]')?.textContent).toContain('190–250');
  });

  it('lists the same numbers in a table, largest first, then no canton and the rest', () => {
    renderMap();
    const table = screen.getByRole('table', { name: 'Teilnehmende nach Kanton' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Kanton', 'Teilnehmende']);
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual(['Kanton BE250', 'Kanton ZH130', 'Kanton BS4', 'Ohne Angabe22', 'Übrige Kantone (23)0']);
  });

  it('splits the values into up to four equal steps', () => {
    expect(cantonScale(0)).toEqual([]);
    expect(cantonScale(2)).toEqual([
      { step: 1, from: 1, to: 1 },
      { step: 2, from: 2, to: 2 },
    ]);
    expect(cantonScale(250).map((range) => [range.from, range.to])).toEqual([
      [1, 63],
      [64, 126],
      [127, 189],
      [190, 250],
    ]);
  });
});
