import { cn } from '@/lib/utils';

/**
 * A thin horizontal bar: `value` of `max`, in the theme's primary colour on a muted track; with `previous` (a second
 * series, e.g. the previous school year) a thinner bar below in a muted colour. Decoration only (aria-hidden): the
 * numbers it shows must be written beside it.
 */
export function BarRow({
  value,
  max,
  previous,
  className,
}: {
  value: number | null;
  max: number;
  previous?: number | null | undefined;
  className?: string;
}) {
  const share = (part: number | null | undefined) =>
    part === null || part === undefined || max <= 0 ? 0 : Math.min(1, Math.max(0, part / max));
  const current = share(value);
  if (previous === undefined) {
    return (
      <svg
        aria-hidden="true"
        focusable="false"
        viewBox="0 0 100 8"
        preserveAspectRatio="none"
        className={cn('h-2 w-full min-w-12', className)}
      >
        <rect width="100" height="8" rx="4" className="fill-muted" />
        {current > 0 && <rect width={100 * current} height="8" rx="4" className="fill-primary" />}
      </svg>
    );
  }
  const before = share(previous);
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 100 13"
      preserveAspectRatio="none"
      className={cn('h-3 w-full min-w-12', className)}
      data-series="2"
    >
      <rect width="100" height="8" rx="4" className="fill-muted" />
      {current > 0 && <rect width={100 * current} height="8" rx="4" className="fill-primary" />}
      {before > 0 && (
        <rect y="10" width={100 * before} height="3" rx="1.5" className="fill-muted-foreground/60" data-previous="" />
      )}
    </svg>
  );
}
