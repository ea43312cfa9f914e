import type { Expense } from '@/lib/contract';

/** The ids on a page that can be marked paid out: the pending ones. */
export const selectableIds = (items: readonly Expense[]) => items.filter((e) => e.state === 'pending').map((e) => e.id);

/** "Select all on this page": adds every selectable id, or, when all are chosen already, removes them. */
export function toggleAll(selected: readonly number[], selectable: readonly number[]): number[] {
  const allChosen = selectable.length > 0 && selectable.every((id) => selected.includes(id));
  if (allChosen) return selected.filter((id) => !selectable.includes(id));
  return [...new Set([...selected, ...selectable])];
}

/** The sum of the chosen expenses in centimes. */
export const selectionTotal = (items: readonly Pick<Expense, 'total_centimes'>[]) =>
  items.reduce((sum, e) => sum + e.total_centimes, 0);
