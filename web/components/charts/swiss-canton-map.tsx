// The shapes are shared with the annual report's PDF (worker/contract/statistics/canton-shapes.ts, decision 065).
import { cantonDrawOrder as drawOrder, cantonScale, cantonShapes as shapes } from '@contract/statistics/canton-shapes';
import { cantons, type Canton } from '@/lib/contract';
import { cn } from '@/lib/utils';

/** The fill of each step: 0 neutral, then four shades of the primary colour. */
const stepFills = ['fill-muted', 'fill-primary/20', 'fill-primary/45', 'fill-primary/70', 'fill-primary'] as const;
const stepSwatches = ['bg-muted', 'bg-primary/20', 'bg-primary/45', 'bg-primary/70', 'bg-primary'] as const;

export { cantonScale };

export interface CantonValue {
  canton: Canton;
  value: number;
}

const stepOf = (value: number, scale: ReturnType<typeof cantonScale>) =>
  value <= 0 ? 0 : (scale.find((range) => value <= range.to)?.step ?? scale.length);

/**
 * A map of Switzerland by canton, each canton shaded by its value on a sequential scale (0: neutral), with its code,
 * a `<title>` (name and number) and a legend; beside it (below on a phone) the same numbers in a table, which is what
 * screen readers read. Cantons not in `values` count 0. All texts come from the caller.
 */
export function SwissCantonMap({
  values,
  names,
  title,
  valueHeader,
  cantonHeader,
  othersLabel,
  unplaced,
  formatValue = String,
  className,
}: {
  values: readonly CantonValue[];
  /** Every canton's name in the reader's language. */
  names: Record<Canton, string>;
  /** What the map shows ("Teilnehmende nach Kanton"): the SVG's label and the table's caption. */
  title: string;
  valueHeader: string;
  cantonHeader: string;
  /** The table's last row for the cantons with 0 ("Übrige Kantone"). */
  othersLabel: string;
  /** A value that belongs to no canton ("Ohne Angabe"), listed in the table only. */
  unplaced?: { label: string; value: number } | undefined;
  formatValue?: (value: number) => string;
  className?: string;
}) {
  const byCanton = new Map<Canton, number>();
  for (const { canton, value } of values) byCanton.set(canton, (byCanton.get(canton) ?? 0) + value);
  const valueOf = (canton: Canton) => byCanton.get(canton) ?? 0;
  const scale = cantonScale(Math.max(0, ...cantons.map(valueOf)));
  const rows = cantons
    .filter((canton) => valueOf(canton) > 0)
    .sort((a, b) => valueOf(b) - valueOf(a) || names[a].localeCompare(names[b]));
  const others = cantons.length - rows.length;

  return (
    <div className={cn('grid gap-4 md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] md:items-start', className)}>
      <figure className="grid min-w-0 gap-2">
        <svg role="img" aria-label={title} viewBox="0 0 400 260" className="h-auto w-full" data-testid="canton-map">
          {drawOrder.map((canton) => {
            const shape = shapes[canton];
            const step = stepOf(valueOf(canton), scale);
            return (
              <g key={canton} data-canton={canton}>
                <polygon
                  points={shape.points}
                  className={cn(stepFills[step], 'stroke-background')}
                  strokeWidth="1"
                  strokeLinejoin="round"
                >
                  <title>{`${names[canton]}: ${formatValue(valueOf(canton))}`}</title>
                </polygon>
                <text
                  x={shape.label[0]}
                  y={shape.label[1]}
                  textAnchor="middle"
                  dominantBaseline="central"
                  aria-hidden="true"
                  className={cn('pointer-events-none font-medium', step >= 3 ? 'fill-primary-foreground' : 'fill-foreground')}
                  style={{ fontSize: shape.small ? '6px' : '9px' }}
                >
                  {canton}
                </text>
              </g>
            );
          })}
        </svg>
        {scale.length > 0 && (
          <figcaption aria-hidden="true">
            <ul className="flex flex-wrap gap-x-3 gap-y-1 text-xs text-muted-foreground" data-testid="canton-map-legend">
              <li className="flex items-center gap-1">
                <span className={cn('size-3 rounded-sm border', stepSwatches[0])} />
                {formatValue(0)}
              </li>
              {scale.map((range) => (
                <li key={range.step} className="flex items-center gap-1">
                  <span className={cn('size-3 rounded-sm', stepSwatches[range.step])} />
                  {range.from === range.to ? formatValue(range.from) : `${formatValue(range.from)}–${formatValue(range.to)}`}
                </li>
              ))}
            </ul>
          </figcaption>
        )}
      </figure>
      <table className="w-full text-sm" data-testid="canton-map-table">
        <caption className="sr-only">{title}</caption>
        <thead className="border-b text-muted-foreground">
          <tr>
            <th scope="col" className="px-2 py-1 text-left font-medium">
              {cantonHeader}
            </th>
            <th scope="col" className="px-2 py-1 text-right font-medium">
              {valueHeader}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((canton) => (
            <tr key={canton} className="border-b last:border-0" data-canton={canton}>
              <th scope="row" className="px-2 py-1 text-left font-normal">
                {names[canton]}
              </th>
              <td className="px-2 py-1 text-right tabular-nums">{formatValue(valueOf(canton))}</td>
            </tr>
          ))}
          {unplaced && unplaced.value > 0 && (
            <tr className="border-b last:border-0">
              <th scope="row" className="px-2 py-1 text-left font-normal">
                {unplaced.label}
              </th>
              <td className="px-2 py-1 text-right tabular-nums">{formatValue(unplaced.value)}</td>
            </tr>
          )}
          {others > 0 && (
            <tr className="border-b text-muted-foreground last:border-0">
              <th scope="row" className="px-2 py-1 text-left font-normal">
                {othersLabel} ({others})
              </th>
              <td className="px-2 py-1 text-right tabular-nums">{formatValue(0)}</td>
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}
