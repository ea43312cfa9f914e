import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { requiredFieldsSummary } from '@/components/form/public-messages';
import { useErrors, useValue } from '@/components/form-lite/form';
import type { InquiryFormdata } from '@/lib/contract';
import { publicErrorCodeMessages } from '@/lib/public-error-messages';
import {
  amountInputId,
  contactLabels,
  errorText,
  fieldId,
  knowledgeLabels,
  otherLabels,
  slotLabels,
  summaryLabel,
} from '../labels';
import type { SlotFields } from '../values';

export interface ErrorEntry {
  path: string;
  message: string;
}

/** The form's order, so the summary reads top to bottom like the form. */
const order = (path: string): number[] => {
  const [group = '', second = '', third = ''] = path.split('.');
  const rank = (keys: object, key: string) => {
    const index = Object.keys(keys).indexOf(key);
    return index === -1 ? 99 : index;
  };
  if (group === 'slots') return [0, second === '' ? -1 : Number(second), rank(slotLabels, third)];
  if (group === 'contact') return [1, rank(contactLabels, second), 0];
  if (group === 'knowledge') return [2, rank(knowledgeLabels, second), 0];
  return [3, rank(otherLabels, group), 0];
};
const byFormOrder = (a: ErrorEntry, b: ErrorEntry) => {
  const [x, y] = [order(a.path), order(b.path)];
  for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) return (x[i] ?? 0) - (y[i] ?? 0);
  return 0;
};

/** Focuses the control of a path: its id, or the first control whose id starts with it (radio and checkbox groups). */
export function focusField(id: string): void {
  const target = document.getElementById(id) ?? document.querySelector<HTMLElement>(`[id^="${id}-"]`);
  if (!target) return;
  target.scrollIntoView?.({ block: 'center' });
  target.focus();
}

interface ErrorSummaryProps {
  formdata: InquiryFormdata;
  /** Incremented on each failed submission: the summary takes the focus. */
  focusSignal: number;
}

/** The list of problems at the top of the form after a failed submission: announced, focused, each entry a link. */
export function ErrorSummary({ formdata, focusSignal }: ErrorSummaryProps) {
  const { i18n } = useLingui();
  const errors = useErrors();
  const slots = useValue<SlotFields[] | undefined>('slots') ?? [];
  const ref = useRef<HTMLDivElement>(null);
  const entries = Object.entries(errors)
    .map(([path, message]): ErrorEntry => ({ path, message }))
    .sort(byFormOrder);

  // Focus once per failed submission, as soon as the summary is on screen (the errors may arrive a render later).
  const focusedSignal = useRef(0);
  useEffect(() => {
    if (focusSignal > focusedSignal.current && ref.current) {
      focusedSignal.current = focusSignal;
      ref.current.scrollIntoView?.({ block: 'start' });
      ref.current.focus();
    }
  });

  if (entries.length === 0) return null;
  const hasRequired = entries.some((entry) => entry.message === 'required');
  const targetId = (path: string) =>
    path === 'slots' && formdata.workshops[0] ? amountInputId(formdata.workshops[0].id) : fieldId(path);

  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="alert"
      aria-labelledby="inquiry-error-summary-title"
      className="grid gap-2 rounded-lg border-2 border-destructive bg-destructive/5 p-4 text-sm outline-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      data-testid="inquiry-error-summary"
    >
      <h2 id="inquiry-error-summary-title" className="text-base font-semibold text-destructive">
        {i18n._(publicErrorCodeMessages.validation_failed)}
      </h2>
      {hasRequired && <p>{i18n._(requiredFieldsSummary)}</p>}
      <ul className="grid list-disc gap-1 pl-5">
        {entries.map((entry) => {
          const id = targetId(entry.path);
          return (
            <li key={`${entry.path}:${entry.message}`}>
              <a
                href={`#${id}`}
                className="font-medium text-destructive underline underline-offset-2 hover:no-underline"
                onClick={(event) => {
                  event.preventDefault();
                  focusField(id);
                }}
              >
                {summaryLabel(i18n, entry.path, formdata, slots)}: {errorText(i18n, entry.message)}
              </a>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
