import { describe, expect, it } from 'vitest';
import { draftIssues, expenseFormData, formatMonth, type ExpenseDraft } from './expense-form';
import { selectableIds, selectionTotal, toggleAll } from './selection';
import type { Expense } from '@/lib/contract';

const draft = (patch: Partial<ExpenseDraft> = {}): ExpenseDraft => ({
  workshop_id: 7,
  journey_centimes: 4250,
  catering_centimes: null,
  other_centimes: null,
  description: '',
  ...patch,
});

describe('expense draft', () => {
  it('asks for a receipt when an amount is given without one', () => {
    expect(draftIssues(draft(), 0)).toEqual([{ field: 'receipts', key: 'receipt_required' }]);
    expect(draftIssues(draft(), 1)).toEqual([]);
  });

  it('needs a workshop and at least one amount, and whole non-negative numbers', () => {
    expect(draftIssues(draft({ workshop_id: undefined }), 1)).toEqual([{ field: 'workshop_id', key: 'required' }]);
    expect(draftIssues(draft({ journey_centimes: null }), 1)).toEqual([{ field: 'journey_centimes', key: 'required' }]);
    expect(draftIssues(draft({ journey_centimes: 0 }), 0)).toEqual([{ field: 'journey_centimes', key: 'required' }]);
    expect(draftIssues(draft({ catering_centimes: Number.NaN }), 1)).toEqual([
      { field: 'catering_centimes', key: 'number_expected' },
    ]);
    expect(draftIssues(draft({ other_centimes: 5 }), 11)).toEqual([{ field: 'receipts', key: 'too_long' }]);
  });

  it('sends empty amounts as 0, each file as a repeated receipts field, and receipts to remove', () => {
    const file = new File(['x'], 'quittung.jpg', { type: 'image/jpeg' });
    const form = expenseFormData(draft({ description: '  Zug Bern–Basel ' }), [file, file], [3, 4]);
    expect(form.get('workshop_id')).toBe('7');
    expect(form.get('journey_centimes')).toBe('4250');
    expect(form.get('catering_centimes')).toBe('0');
    expect(form.get('description')).toBe('Zug Bern–Basel');
    expect(form.getAll('receipts')).toHaveLength(2);
    expect(form.getAll('remove_receipt_ids')).toEqual(['3', '4']);
  });

  it('names the payout month in the UI language', () => {
    expect(formatMonth('2026-11', 'de')).toBe('November 2026');
    expect(formatMonth('2026-11', 'fr')).toBe('novembre 2026');
    expect(formatMonth('2027-01', 'en')).toBe('January 2027');
  });
});

describe('selection for paid-out', () => {
  const row = (id: number, state: Expense['state'], total: number) => ({ id, state, total_centimes: total }) as Expense;
  const rows = [row(1, 'pending', 105), row(2, 'paid-out', 200), row(3, 'pending', 1)];

  it('selects all pending ones on the page, and unselects them when all are chosen', () => {
    expect(selectableIds(rows)).toEqual([1, 3]);
    expect(toggleAll([9], [1, 3])).toEqual([9, 1, 3]);
    expect(toggleAll([9, 1, 3], [1, 3])).toEqual([9]);
    expect(toggleAll([1], [1, 3])).toEqual([1, 3]);
  });

  it('sums the chosen ones to the centime', () => {
    expect(selectionTotal([rows[0]!, rows[2]!])).toBe(106);
  });
});
