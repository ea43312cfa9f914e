import { cn } from '@/lib/utils';

const WIDTH = 300;
const HEIGHT = 100;
const PAD = { right: 6, top: 6, bottom: 16 };

export interface TrendPoint {
  label: string;
  value: number | null;
}

/**
 * A small line chart of values on a fixed scale (`min`–`max`, e.g. ratings 1–5) over periods; a period without a
 * value breaks the line. Decoration only (aria-hidden): a table carries the numbers. Shows every few period labels
 * so it stays readable on a phone.
 */
export function TrendChart({
  points,
  second,
  min = 1,
  max = 5,
  ticks = Array.from({ length: max - min + 1 }, (_, i) => min + i),
  className,
}: {
  points: TrendPoint[];
  /** A second series over the same periods (same labels), drawn dashed in another colour; the caller adds a legend. */
  second?: TrendPoint[] | undefined;
  min?: number;
  max?: number;
  /** The scale's lines (default: every whole number from min to max). */
  ticks?: number[];
  className?: string;
}) {
  // Room for the longest tick label ("5": 14, "100": 24).
  const left = 9 + 5 * Math.max(...ticks.map((tick) => String(tick).length));
  const plotWidth = WIDTH - left - PAD.right;
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const x = (index: number) => left + (points.length <= 1 ? plotWidth / 2 : (index / (points.length - 1)) * plotWidth);
  const y = (value: number) => PAD.top + (1 - (value - min) / (max - min)) * plotHeight;
  const segmentsOf = (series: TrendPoint[]) => {
    const segments: string[] = [];
    let current = '';
    series.forEach((point, index) => {
      if (point.value === null) {
        if (current) segments.push(current);
        current = '';
        return;
      }
      current += `${current ? 'L' : 'M'}${x(index).toFixed(1)},${y(point.value).toFixed(1)}`;
    });
    if (current) segments.push(current);
    return segments;
  };
  const segments = segmentsOf(points);
  const every = Math.max(1, Math.ceil(points.length / 6));
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      className={cn('h-auto w-full max-w-xl', className)}
    >
      {ticks.map((tick) => (
        <g key={tick}>
          <line x1={left} x2={WIDTH - PAD.right} y1={y(tick)} y2={y(tick)} className="stroke-border" strokeWidth="0.5" />
          <text x={left - 4} y={y(tick) + 2.5} textAnchor="end" className="fill-muted-foreground" style={{ fontSize: '8px' }}>
            {tick}
          </text>
        </g>
      ))}
      {segments.map((d) => (
        <path key={d} d={d} fill="none" className="stroke-primary" strokeWidth="2" strokeLinejoin="round" />
      ))}
      {points.map((point, index) =>
        point.value === null ? null : (
          <circle key={point.label} cx={x(index)} cy={y(point.value)} r="2.5" className="fill-primary" />
        ),
      )}
      {second && (
        <g data-series="second">
          {segmentsOf(second).map((d) => (
            <path
              key={d}
              d={d}
              fill="none"
              className="stroke-amber-600"
              strokeWidth="2"
              strokeDasharray="4 2"
              strokeLinejoin="round"
            />
          ))}
          {second.map((point, index) =>
            point.value === null ? null : (
              <rect
                key={point.label}
                x={x(index) - 2.5}
                y={y(point.value) - 2.5}
                width="5"
                height="5"
                className="fill-amber-600"
              />
            ),
          )}
        </g>
      )}
      {points.map((point, index) =>
        index % every === 0 ? (
          <text
            key={point.label}
            x={x(index)}
            y={HEIGHT - 4}
            textAnchor={index === 0 ? 'start' : index === points.length - 1 ? 'end' : 'middle'}
            className="fill-muted-foreground"
            style={{ fontSize: '8px' }}
          >
            {point.label}
          </text>
        ) : null,
      )}
    </svg>
  );
}
