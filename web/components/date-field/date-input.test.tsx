import { zodResolver } from '@hookform/resolvers/zod';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { DateField, TimeField } from '@/components/form/date-fields';
import { Form } from '@/components/form/form';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { dateField, timeField } from '@contract/lib/validation';
import { enterValue } from '@/test/enter-value';
import { DateFilterField } from './date-filter-field';
import { DateInput } from './date-input';
import { MonthInput } from './month-input';

/** A date input whose value the test reads back, as a form or a filter holds it. */
function Harness({ initial = '', min, max }: { initial?: string; min?: string; max?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <I18nProvider i18n={i18n}>
      <label htmlFor="day">Datum</label>
      <DateInput id="day" value={value} onChange={setValue} min={min} max={max} />
      <output data-testid="value">{value}</output>
      <button type="button" onClick={() => setValue('')}>
        Zurücksetzen
      </button>
    </I18nProvider>
  );
}

const box = () => screen.getByRole('textbox', { name: 'Datum' }) as HTMLInputElement;
const reported = () => screen.getByTestId('value').textContent;
const openCalendar = async () => {
  const opener = screen.getByRole('button', { name: 'Kalender öffnen' });
  opener.focus();
  fireEvent.click(opener);
  return screen.findByRole('dialog', { name: 'Datum wählen' });
};
const focusedDay = () => document.activeElement as HTMLElement;
const key = (name: string, init: KeyboardEventInit = {}) => fireEvent.keyDown(document.activeElement!, { key: name, ...init });

beforeEach(() => {
  // Only the clock: today is Thursday, 10 December 2026 in Zurich.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-12-10T10:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

describe('DateInput', () => {
  it('shows an ISO value as dd.mm.yyyy, with the placeholder and a numeric keyboard', () => {
    render(<Harness initial="2026-12-03" />);
    expect(box().value).toBe('03.12.2026');
    expect(box().type).toBe('text');
    expect(box().inputMode).toBe('numeric');
    expect(box().placeholder).toBe('TT.MM.JJJJ');
  });

  it('reports a Swiss date as ISO while typing, and writes it out when the field is left', () => {
    render(<Harness />);
    enterValue(box(), '3.12.2026');
    expect(reported()).toBe('2026-12-03');
    expect(box().value).toBe('3.12.2026');
    fireEvent.blur(box());
    expect(box().value).toBe('03.12.2026');
  });

  it('reads a two-digit year when the field is left, and a pasted ISO date', () => {
    render(<Harness />);
    enterValue(box(), '24.1.27');
    expect(reported()).toBe('24.1.27');
    fireEvent.blur(box());
    expect(reported()).toBe('2027-01-24');
    expect(box().value).toBe('24.01.2027');
    enterValue(box(), '2026-12-03');
    fireEvent.keyDown(box(), { key: 'Enter' });
    expect(reported()).toBe('2026-12-03');
    expect(box().value).toBe('03.12.2026');
  });

  it('keeps an impossible date as typed, and reports the text', () => {
    render(<Harness />);
    enterValue(box(), '31.02.2026');
    fireEvent.blur(box());
    expect(box().value).toBe('31.02.2026');
    expect(reported()).toBe('31.02.2026');
  });

  it('shows a value set from outside (a reset)', () => {
    render(<Harness initial="2026-12-03" />);
    enterValue(box(), '4.12.2026');
    expect(reported()).toBe('2026-12-04');
    fireEvent.click(screen.getByRole('button', { name: 'Zurücksetzen' }));
    expect(box().value).toBe('');
  });
});

describe('the calendar', () => {
  it('opens on the chosen day with German names, Monday first, today marked', async () => {
    render(<Harness initial="2026-12-03" />);
    const dialog = await openCalendar();
    expect(within(dialog).getByText('Dezember 2026')).toBeTruthy();
    const headers = within(dialog)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers[0]).toContain('Montag');
    expect(headers[6]).toContain('Sonntag');
    const chosen = within(dialog).getByRole('button', { name: '3. Dezember 2026, Donnerstag' });
    expect(chosen.getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(chosen));
    const today = within(dialog).getByRole('button', { name: /^10\. Dezember 2026/ });
    expect(today.getAttribute('aria-current')).toBe('date');
    expect(today.getAttribute('aria-pressed')).toBe('false');
    // The visible number starts the accessible name (WCAG 2.5.3).
    expect(chosen.textContent).toBe('3');
  });

  it('moves with the keyboard and chooses with Enter; the focus goes back to the button', async () => {
    render(<Harness initial="2026-12-03" />);
    await openCalendar();
    await waitFor(() => expect(focusedDay().dataset.date).toBe('2026-12-03'));
    key('ArrowRight');
    await waitFor(() => expect(focusedDay().dataset.date).toBe('2026-12-04'));
    key('ArrowDown');
    await waitFor(() => expect(focusedDay().dataset.date).toBe('2026-12-11'));
    key('PageDown');
    await waitFor(() => expect(focusedDay().dataset.date).toBe('2027-01-11'));
    expect(screen.getByText('Januar 2027')).toBeTruthy();
    key('ArrowUp');
    await waitFor(() => expect(focusedDay().dataset.date).toBe('2027-01-04'));
    key('Home');
    await waitFor(() => expect(focusedDay().dataset.date).toBe('2027-01-04'));
    key('End');
    await waitFor(() => expect(focusedDay().dataset.date).toBe('2027-01-10'));
    key('PageUp', { shiftKey: true });
    await waitFor(() => expect(focusedDay().dataset.date).toBe('2026-01-10'));
    // Enter on a button is its click.
    fireEvent.click(focusedDay());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(reported()).toBe('2026-01-10');
    expect(box().value).toBe('10.01.2026');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Kalender öffnen' })));
  });

  it('closes with Escape without choosing, and gives the focus back', async () => {
    render(<Harness initial="2026-12-03" />);
    await openCalendar();
    await waitFor(() => expect(focusedDay().dataset.date).toBe('2026-12-03'));
    key('Escape');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(reported()).toBe('2026-12-03');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Kalender öffnen' })));
  });

  it('inside a dialog, Escape closes only the calendar', async () => {
    render(
      <I18nProvider i18n={i18n}>
        <Dialog open>
          <DialogContent closeLabel="Schliessen">
            <DialogTitle>Workshop duplizieren</DialogTitle>
            <DialogDescription>Ein neues Datum</DialogDescription>
            <Harness initial="2026-12-03" />
          </DialogContent>
        </Dialog>
      </I18nProvider>,
    );
    await openCalendar();
    await waitFor(() => expect(focusedDay().dataset.date).toBe('2026-12-03'));
    key('Escape');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Datum wählen' })).toBeNull());
    expect(screen.getByRole('dialog', { name: 'Workshop duplizieren' })).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Kalender öffnen' })));
  });

  it('offers no day before min or after max', async () => {
    render(<Harness min="2026-12-08" max="2026-12-20" />);
    const dialog = await openCalendar();
    // Today (10.12.) lies within: the calendar opens there.
    await waitFor(() => expect(focusedDay().dataset.date).toBe('2026-12-10'));
    const early = within(dialog).getByRole('button', { name: /^7\. Dezember/ });
    expect(early.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(early);
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(reported()).toBe('');
    expect(
      within(dialog)
        .getByRole('button', { name: /^21\. Dezember/ })
        .getAttribute('aria-disabled'),
    ).toBe('true');
    expect(
      within(dialog)
        .getByRole('button', { name: /^8\. Dezember/ })
        .getAttribute('aria-disabled'),
    ).toBeNull();
    // The keyboard stops at the bounds, and no month outside them is shown.
    key('PageDown');
    await waitFor(() => expect(focusedDay().dataset.date).toBe('2026-12-20'));
    key('ArrowRight');
    key('PageUp');
    await waitFor(() => expect(focusedDay().dataset.date).toBe('2026-12-08'));
    expect(within(dialog).getByRole('button', { name: 'Vorheriger Monat' }).getAttribute('aria-disabled')).toBe('true');
    expect(within(dialog).getByRole('button', { name: 'Nächster Monat' }).getAttribute('aria-disabled')).toBe('true');
  });

  it('speaks French on a French screen', async () => {
    await act(() => i18n.loadAndActivate({ locale: 'fr', messages: {} }));
    try {
      render(<Harness initial="2026-12-03" />);
      expect(box().value).toBe('03.12.2026');
      const dialog = await openCalendar();
      expect(within(dialog).getByText('décembre 2026')).toBeTruthy();
      expect(within(dialog).getAllByRole('columnheader')[0]!.textContent).toContain('lundi');
      expect(within(dialog).getByRole('button', { name: '3 décembre 2026, jeudi' })).toBeTruthy();
    } finally {
      await act(() => i18n.loadAndActivate({ locale: 'de', messages: {} }));
    }
  });
});

describe('MonthInput', () => {
  function MonthHarness({ initial = '', min }: { initial?: string; min?: string }) {
    const [value, setValue] = useState(initial);
    return (
      <I18nProvider i18n={i18n}>
        <MonthInput label="Auszahlungsmonat" value={value} onChange={setValue} min={min} />
        <output data-testid="value">{value}</output>
      </I18nProvider>
    );
  }
  const group = () => screen.getByRole('group', { name: 'Auszahlungsmonat' });
  const monthSelect = () => within(group()).getByRole('combobox', { name: 'Monat' }) as HTMLSelectElement;
  const yearSelect = () => within(group()).getByRole('combobox', { name: 'Jahr' }) as HTMLSelectElement;

  it('is a labelled group of month and year; the value is YYYY-MM', () => {
    render(<MonthHarness initial="2026-12" />);
    expect(monthSelect().value).toBe('12');
    expect(monthSelect().selectedOptions[0]!.textContent).toBe('Dezember');
    expect(yearSelect().value).toBe('2026');
    fireEvent.change(monthSelect(), { target: { value: '03' } });
    expect(reported()).toBe('2026-03');
    fireEvent.change(yearSelect(), { target: { value: '2027' } });
    expect(reported()).toBe('2027-03');
  });

  it('takes this year for a month chosen first, and disables months before min', () => {
    render(<MonthHarness min="2026-11" />);
    expect(reported()).toBe('');
    const october = [...monthSelect().options].find((option) => option.value === '10')!;
    fireEvent.change(monthSelect(), { target: { value: '12' } });
    expect(reported()).toBe('2026-12');
    expect(october.disabled).toBe(true);
    expect([...yearSelect().options].map((option) => option.value)).toEqual(['', '2026', '2027', '2028', '2029', '2030', '2031']);
  });

  it('names the months in French on a French screen', async () => {
    await act(() => i18n.loadAndActivate({ locale: 'fr', messages: {} }));
    try {
      render(<MonthHarness initial="2026-12" />);
      expect(monthSelect().selectedOptions[0]!.textContent).toBe('décembre');
    } finally {
      await act(() => i18n.loadAndActivate({ locale: 'de', messages: {} }));
    }
  });
});

describe('DateField and TimeField in a form', () => {
  const schema = z.object({ date: dateField('required'), start: timeField('required') });
  type Values = z.input<typeof schema>;

  function TestForm({ onSubmit }: { onSubmit: (values: Values) => void }) {
    const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { date: '', start: '' } });
    return (
      <I18nProvider i18n={i18n}>
        <Form form={form} onSubmit={onSubmit}>
          <DateField<Values> name="date" label="Datum" required />
          <TimeField<Values> name="start" label="Von" required />
          <button type="submit">Speichern</button>
        </Form>
      </I18nProvider>
    );
  }

  it('shows the schema’s own error for an impossible date, and keeps the text', async () => {
    const onSubmit = vi.fn();
    render(<TestForm onSubmit={onSubmit} />);
    enterValue(box(), '31.02.2026');
    enterValue(screen.getByRole('textbox', { name: 'Von' }), '25:00');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Speichern' })));
    expect(await screen.findByText('Bitte ein gültiges Datum eingeben')).toBeTruthy();
    expect(screen.getByText('Bitte eine gültige Uhrzeit eingeben (HH:MM)')).toBeTruthy();
    expect(box().value).toBe('31.02.2026');
    expect(box().getAttribute('aria-invalid')).toBe('true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits ISO dates and HH:MM times, the time written out when left', async () => {
    const onSubmit = vi.fn();
    render(<TestForm onSubmit={onSubmit} />);
    enterValue(box(), '3.12.26');
    fireEvent.blur(box());
    const time = screen.getByRole('textbox', { name: 'Von' }) as HTMLInputElement;
    enterValue(time, '945');
    fireEvent.blur(time);
    expect(time.value).toBe('09:45');
    expect(time.placeholder).toBe('hh:mm');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Speichern' })));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![0]).toEqual({ date: '2026-12-03', start: '09:45' });
  });
});

describe('DateFilterField', () => {
  function FilterHarness() {
    const [value, setValue] = useState<string | undefined>('2026-12-03');
    return (
      <I18nProvider i18n={i18n}>
        <DateFilterField label="Datum" value={value} onChange={setValue} />
        <output data-testid="value">{value ?? 'none'}</output>
        <button type="button" onClick={() => setValue(undefined)}>
          Zurücksetzen
        </button>
      </I18nProvider>
    );
  }

  it('reports dates only, and says so under a text that is no date once left', () => {
    render(<FilterHarness />);
    expect(box().value).toBe('03.12.2026');
    enterValue(box(), '3.12.202');
    expect(reported()).toBe('2026-12-03');
    expect(screen.queryByRole('alert')).toBeNull();
    enterValue(box(), '31.02.2026');
    fireEvent.blur(box());
    expect(reported()).toBe('2026-12-03');
    expect(screen.getByRole('alert').textContent).toBe('Bitte ein gültiges Datum eingeben');
    expect(box().getAttribute('aria-invalid')).toBe('true');
    enterValue(box(), '5.1.2027');
    expect(reported()).toBe('2027-01-05');
    expect(screen.queryByRole('alert')).toBeNull();
    enterValue(box(), '');
    expect(reported()).toBe('none');
  });

  it('empties the box when the filter is reset from outside', () => {
    render(<FilterHarness />);
    enterValue(box(), 'gestern');
    fireEvent.click(screen.getByRole('button', { name: 'Zurücksetzen' }));
    expect(box().value).toBe('');
  });
});
