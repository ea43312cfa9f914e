import { cn } from '@/lib/utils';

const WIDTH = 100;
const HEIGHT = 40;
const LABEL = 10;

/**
 * Small columns for the counts of a 1–5 scale (or any list of counts), labelled with their step below. Decoration
 * only (aria-hidden): a table beside it carries the numbers.
 */
export function DistributionChart({
  counts,
  labels = counts.map((_, index) => String(index + 1)),
  className,
}: {
  counts: number[];
  labels?: string[];
  className?: string;
}) {
  const highest = Math.max(1, ...counts);
  const slot = WIDTH / Math.max(1, counts.length);
  const bar = slot * 0.6;
  const plot = HEIGHT - LABEL;
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      className={cn('h-16 w-full max-w-48', className)}
    >
      <line x1="0" x2={WIDTH} y1={plot} y2={plot} className="stroke-border" strokeWidth="0.5" />
      {counts.map((count, index) => {
        const height = (count / highest) * (plot - 2);
        const x = index * slot + (slot - bar) / 2;
        return (
          <g key={index}>
            {count > 0 && <rect x={x} y={plot - height} width={bar} height={height} rx="1" className="fill-primary" />}
            <text
              x={index * slot + slot / 2}
              y={HEIGHT - 1}
              textAnchor="middle"
              className="fill-muted-foreground"
              style={{ fontSize: '7px' }}
            >
              {labels[index]}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
