import { cn } from '@/lib/utils';

const WIDTH = 300;
const HEIGHT = 110;
const PAD = { left: 4, right: 4, top: 12, bottom: 16 };

export interface Column {
  label: string;
  value: number;
  /** A second series (the previous school year): a muted column beside this one. */
  previous?: number | undefined;
}

/**
 * Columns for counts over a sequence (months, day ranges), each with its count above it and a label below (every
 * few labels when there are many, so it stays readable on a phone). Scaled to the largest count. With `previous`
 * values, a muted column stands to the right of each (the caller adds a legend). Decoration only (aria-hidden): a
 * table beside it carries the numbers.
 */
export function ColumnChart({ columns, className }: { columns: Column[]; className?: string }) {
  const twoSeries = columns.some((column) => column.previous !== undefined);
  const highest = Math.max(1, ...columns.map((column) => Math.max(column.value, column.previous ?? 0)));
  const plotWidth = WIDTH - PAD.left - PAD.right;
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const base = PAD.top + plotHeight;
  const slot = plotWidth / Math.max(1, columns.length);
  const bar = Math.min(slot * (twoSeries ? 0.4 : 0.7), 40);
  const every = Math.max(1, Math.ceil(columns.length / 8));
  const showValues = columns.length <= (twoSeries ? 8 : 16);
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      className={cn('h-auto w-full max-w-xl', className)}
      data-series={twoSeries ? 2 : 1}
    >
      <line x1={PAD.left} x2={WIDTH - PAD.right} y1={base} y2={base} className="stroke-border" strokeWidth="0.5" />
      {columns.map((column, index) => {
        const height = (column.value / highest) * plotHeight;
        const center = PAD.left + index * slot + slot / 2;
        const x = twoSeries ? center - bar : center - bar / 2;
        const previousHeight = ((column.previous ?? 0) / highest) * plotHeight;
        return (
          <g key={`${column.label}-${index}`}>
            {column.value > 0 && <rect x={x} y={base - height} width={bar} height={height} rx="1.5" className="fill-primary" />}
            {(column.previous ?? 0) > 0 && (
              <rect
                x={center}
                y={base - previousHeight}
                width={bar}
                height={previousHeight}
                rx="1.5"
                className="fill-muted-foreground/50"
                data-previous=""
              />
            )}
            {showValues && (
              <text
                x={x + bar / 2}
                y={base - height - 3}
                textAnchor="middle"
                className="fill-foreground"
                style={{ fontSize: '8px' }}
              >
                {column.value}
              </text>
            )}
            {index % every === 0 && (
              <text x={center} y={HEIGHT - 4} textAnchor="middle" className="fill-muted-foreground" style={{ fontSize: '8px' }}>
                {column.label}
              </text>
            )}
          </g>
        );
      })}
    </svg>
  );
}
