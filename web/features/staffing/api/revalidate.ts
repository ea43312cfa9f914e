import type { ScopedMutator } from 'swr';
import type { AllocationForm } from '@/lib/contract';
import { allocationFormKey } from './get-allocation-form';

/**
 * After a staffing change: the allocation form (set from the answer when there is one), the workshop's detail
 * (its state may change) and every other workshop key — lists, the other workshops of a series, candidates.
 * The detail is only revalidated (its page keeps showing while it reloads); the others are dropped and reloaded.
 */
export function revalidateStaffing(mutate: ScopedMutator, workshopId: number, form?: AllocationForm): void {
  const formKey = allocationFormKey(workshopId);
  const detailKey = `workshops/${workshopId}`;
  if (form) void mutate(formKey, form, { revalidate: false });
  else void mutate(formKey);
  void mutate(detailKey);
  void mutate(
    (key) =>
      typeof key === 'string' &&
      key !== formKey &&
      key !== detailKey &&
      (key === 'workshops' || key.startsWith('workshops?') || key.startsWith('workshops/')),
    undefined,
    { revalidate: true },
  );
}
