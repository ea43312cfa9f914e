import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

/** The colours of states (workshops, requests, coaches, inquiries); the text always carries the meaning too. */
export const statusToneClasses = {
  neutral: 'border-slate-300 bg-slate-100 text-slate-900 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100',
  waiting: 'border-amber-300 bg-amber-100 text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100',
  info: 'border-sky-300 bg-sky-100 text-sky-950 dark:border-sky-700 dark:bg-sky-950 dark:text-sky-100',
  success: 'border-emerald-300 bg-emerald-100 text-emerald-950 dark:border-emerald-700 dark:bg-emerald-950 dark:text-emerald-100',
  billing: 'border-violet-300 bg-violet-100 text-violet-950 dark:border-violet-700 dark:bg-violet-950 dark:text-violet-100',
  closed: 'border-teal-300 bg-teal-100 text-teal-950 dark:border-teal-700 dark:bg-teal-950 dark:text-teal-100',
  danger: 'border-red-300 bg-red-50 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100',
} as const;
export type StatusTone = keyof typeof statusToneClasses;

/** A state as a small coloured label. */
export function StatusPill({ tone, className, ...props }: ComponentProps<'span'> & { tone: StatusTone }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full border px-2 text-xs leading-5 font-medium whitespace-nowrap',
        statusToneClasses[tone],
        className,
      )}
      {...props}
    />
  );
}
