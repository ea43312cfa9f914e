import { cantons, type Canton } from '@/lib/contract';
import { cn } from '@/lib/utils';

/**
 * The 26 cantons, hand-drawn and simplified on a 400 × 260 grid (north up, roughly to scale): neighbours share their
 * corner points, so the shapes tile without gaps; lakes and enclaves are left out. `label` is where the code sits.
 * AR and AI lie on top of SG (drawn after it).
 */
const shapes: Record<Canton, { points: string; label: [number, number]; small?: true }> = {
  GE: { points: '10,208 16,198 24,190 32,190 38,196 34,204 26,212 14,212', label: [25, 203] },
  VD: {
    points:
      '84,120 86,126 82,138 88,150 92,164 104,168 116,166 118,176 116,186 106,194 100,206 94,192 88,180 80,175 68,171 56,173 44,179 32,190 24,190 20,178 22,164 34,146 44,132 54,118 60,126 70,128',
    label: [62, 152],
  },
  VS: {
    points:
      '88,180 94,192 100,206 106,194 116,186 130,184 146,182 162,176 178,172 194,166 206,160 216,154 220,160 216,168 212,174 200,180 196,194 186,204 182,222 170,236 152,232 134,236 112,244 100,236 88,222 82,208 80,194 82,181',
    label: [148, 210],
  },
  NE: { points: '92,86 100,96 106,104 96,112 84,120 70,128 60,126 54,118 66,108 80,96', label: [80, 110] },
  JU: { points: '126,50 130,56 126,66 120,74 104,80 92,86 88,78 94,64 96,48 104,44 112,48 118,44', label: [110, 64] },
  FR: {
    points: '106,104 114,108 122,122 124,138 122,154 116,166 104,168 92,164 88,150 82,138 86,126 84,120 96,112',
    label: [104, 140],
  },
  BE: {
    points:
      '92,86 104,80 120,74 126,66 130,74 128,84 136,90 150,88 162,80 172,76 176,82 172,92 170,104 174,118 180,130 188,132 192,136 204,140 216,136 218,146 216,154 206,160 194,166 178,172 162,176 146,182 130,184 116,186 118,176 116,166 122,154 124,138 122,122 114,108 106,104 100,96',
    label: [150, 140],
  },
  SO: {
    points: '130,56 144,58 156,60 166,54 174,60 178,70 172,76 162,80 150,88 136,90 128,84 130,74 126,66',
    label: [150, 74],
  },
  BS: { points: '142,38 148,32 154,34 153,40 146,42', label: [148, 37], small: true },
  BL: {
    points: '142,38 146,42 153,40 154,34 161,37 164,44 166,54 156,60 144,58 130,56 126,50 134,44',
    label: [148, 51],
  },
  AG: {
    points:
      '212,34 210,46 216,58 214,70 218,80 214,86 204,80 190,78 176,82 172,76 178,70 174,60 166,54 164,44 161,37 176,36 192,34 204,36',
    label: [192, 58],
  },
  LU: {
    points: '214,86 216,96 218,104 210,110 200,114 192,122 188,132 180,130 174,118 170,104 172,92 176,82 190,78 204,80',
    label: [192, 102],
  },
  ZG: { points: '218,80 232,82 228,90 216,96 214,86', label: [222, 89], small: true },
  SZ: { points: '232,82 240,80 254,78 262,86 258,96 254,108 244,112 230,112 218,104 216,96 228,90', label: [242, 98] },
  NW: { points: '218,104 230,112 226,122 216,128 208,120 210,110', label: [218, 117], small: true },
  OW: { points: '210,110 208,120 216,128 216,136 204,140 192,136 188,132 192,122 200,114', label: [202, 128], small: true },
  UR: {
    points: '230,112 244,112 254,108 252,120 258,128 248,138 242,148 230,156 220,160 216,154 218,146 216,136 216,128 226,122',
    label: [234, 136],
  },
  GL: { points: '262,86 274,90 282,100 282,114 270,122 258,128 252,120 254,108 258,96', label: [268, 108] },
  ZH: {
    points: '212,34 216,32 224,30 234,30 246,28 246,36 250,44 260,52 262,66 254,78 240,80 232,82 218,80 214,70 216,58 210,46',
    label: [236, 54],
  },
  SH: { points: '216,32 212,24 220,14 228,8 238,12 244,20 252,24 246,28 234,30 224,30', label: [230, 21] },
  TG: { points: '246,28 252,24 266,26 280,28 294,35 302,44 290,50 278,52 268,54 260,52 250,44 246,36', label: [274, 40] },
  SG: {
    points:
      '260,52 268,54 278,52 290,50 302,44 310,48 318,52 314,64 310,78 306,90 306,106 296,112 282,114 282,100 274,90 262,86 254,78 262,66',
    label: [296, 96],
  },
  AR: { points: '280,64 288,58 300,57 311,58 314,64 308,68 300,64 290,68 284,70', label: [297, 63], small: true },
  AI: { points: '290,68 300,64 308,68 306,78 294,80', label: [299, 74], small: true },
  GR: {
    points:
      '258,128 270,122 282,114 296,112 306,106 314,100 326,104 338,106 350,112 362,114 376,112 388,120 390,132 386,146 388,158 380,164 368,160 362,170 356,182 356,196 350,200 344,188 334,186 322,192 310,190 300,192 292,196 284,198 278,208 272,200 270,190 266,178 258,168 250,156 242,148 248,138',
    label: [320, 150],
  },
  TI: {
    points:
      '220,160 230,156 242,148 250,156 258,168 266,178 270,190 272,200 278,208 272,216 276,226 270,238 266,250 258,242 250,230 244,222 238,214 228,206 220,196 216,184 212,174 216,168',
    label: [246, 194],
  },
};

/** AR and AI after SG, so they lie on top of it. */
const drawOrder = [...cantons.filter((canton) => canton !== 'AR' && canton !== 'AI'), 'AR', 'AI'] as const;

/** The fill of each step: 0 neutral, then four shades of the primary colour. */
const stepFills = ['fill-muted', 'fill-primary/20', 'fill-primary/45', 'fill-primary/70', 'fill-primary'] as const;
const stepSwatches = ['bg-muted', 'bg-primary/20', 'bg-primary/45', 'bg-primary/70', 'bg-primary'] as const;

export interface CantonValue {
  canton: Canton;
  value: number;
}

/** The steps of the scale: up to four equal ranges from 1 to the highest value (fewer when the values are small). */
export function cantonScale(highest: number): { step: number; from: number; to: number }[] {
  if (highest <= 0) return [];
  const width = Math.ceil(highest / 4);
  const steps: { step: number; from: number; to: number }[] = [];
  for (let from = 1, step = 1; from <= highest; from += width, step += 1) {
    steps.push({ step, from, to: Math.min(highest, from + width - 1) });
  }
  return steps;
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
