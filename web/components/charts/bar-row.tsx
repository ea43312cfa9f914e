import { cn } from '@/lib/utils';

/**
 * A thin horizontal bar: `value` of `max`, in the theme's primary colour on a muted track. Decoration only
 * (aria-hidden): the number it shows must be written beside it.
 */
export function BarRow({ value, max, className }: { value: number | null; max: number; className?: string }) {
  const share = value === null || max <= 0 ? 0 : Math.min(1, Math.max(0, value / max));
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 100 8"
      preserveAspectRatio="none"
      className={cn('h-2 w-full min-w-12', className)}
    >
      <rect width="100" height="8" rx="4" className="fill-muted" />
      {share > 0 && <rect width={100 * share} height="8" rx="4" className="fill-primary" />}
    </svg>
  );
}
