import { cn } from '@/lib/utils';

/** Which series is which (this year, the previous one): a swatch and a name each. Decoration (aria-hidden), as the chart. */
export function ChartLegend({
  items,
  className,
}: {
  items: { label: string; swatch: 'primary' | 'previous' | 'secondary' }[];
  className?: string;
}) {
  return (
    <ul
      aria-hidden="true"
      className={cn('flex flex-wrap gap-x-3 gap-y-1 text-xs text-muted-foreground', className)}
      data-testid="chart-legend"
    >
      {items.map((item) => (
        <li key={item.label} className="flex items-center gap-1">
          <span className={cn('size-3 rounded-sm', swatches[item.swatch])} />
          {item.label}
        </li>
      ))}
    </ul>
  );
}

const swatches = {
  primary: 'bg-primary',
  previous: 'bg-muted-foreground/60',
  secondary: 'bg-amber-600',
} as const;
