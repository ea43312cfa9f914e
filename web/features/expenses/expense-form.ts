import type { ValidationKey } from '@/lib/contract';
import { EXPENSE_DESCRIPTION_MAX_LENGTH, MAX_RECEIPTS } from '@/lib/contract';

/** What the coach typed: amounts in centimes (null when empty, NaN when not a number), new files, receipts kept. */
export interface ExpenseDraft {
  workshop_id: number | undefined;
  journey_centimes: number | null;
  catering_centimes: number | null;
  other_centimes: number | null;
  description: string;
}

export type DraftField = keyof ExpenseDraft | 'receipts';

export const amountFields = ['journey_centimes', 'catering_centimes', 'other_centimes'] as const;

const amountOf = (value: number | null) => (value === null ? 0 : value);

/** The sum in centimes (NaN while an amount is not a number). */
export const draftTotal = (draft: ExpenseDraft) => amountFields.reduce((sum, field) => sum + amountOf(draft[field]), 0);

/**
 * The same rules the server checks, so the coach hears them before uploading: a workshop, at least one amount, whole
 * positive numbers, and at least one receipt for any amount ('Bitte Beleg(e) hochladen').
 */
export function draftIssues(draft: ExpenseDraft, receiptCount: number): { field: DraftField; key: ValidationKey }[] {
  const issues: { field: DraftField; key: ValidationKey }[] = [];
  if (!draft.workshop_id) issues.push({ field: 'workshop_id', key: 'required' });
  for (const field of amountFields) {
    const value = draft[field];
    if (value !== null && (!Number.isInteger(value) || value < 0)) issues.push({ field, key: 'number_expected' });
  }
  const total = draftTotal(draft);
  if (!issues.some((i) => i.key === 'number_expected') && total <= 0) {
    issues.push({ field: 'journey_centimes', key: 'required' });
  }
  if (total > 0 && receiptCount === 0) issues.push({ field: 'receipts', key: 'receipt_required' });
  if (receiptCount > MAX_RECEIPTS) issues.push({ field: 'receipts', key: 'too_long' });
  if (draft.description.trim().length > EXPENSE_DESCRIPTION_MAX_LENGTH) issues.push({ field: 'description', key: 'too_long' });
  return issues;
}

/** The multipart body the API takes: amounts as whole centimes, files as repeated `receipts`. */
export function expenseFormData(draft: ExpenseDraft, files: readonly File[], removeReceiptIds: readonly number[] = []) {
  const form = new FormData();
  form.append('workshop_id', String(draft.workshop_id ?? ''));
  for (const field of amountFields) form.append(field, String(amountOf(draft[field])));
  form.append('description', draft.description.trim());
  for (const file of files) form.append('receipts', file, file.name);
  for (const id of removeReceiptIds) form.append('remove_receipt_ids', String(id));
  return form;
}

/** `2026-11` -> "November 2026" in the UI language. */
export function formatMonth(month: string, language: string): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return new Intl.DateTimeFormat(`${language}-CH`, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, number - 1, 1)),
  );
}
