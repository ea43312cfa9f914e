import type { StatisticsReach } from '@contract/statistics/reach.schemas';
import type { StatisticsResponse } from '@contract/statistics/response.schemas';
import { Trans, useLingui } from '@lingui/react/macro';
import { createContext, useContext, type ReactNode } from 'react';
import type { StatisticsReport } from '@/lib/contract';
import { figureChange, formatDelta, formatPercentChange, formatPrevious, isCompared, type Figure } from '../year-on-year';

/**
 * The previous school year beside the one shown (docs/decisions/064-year-on-year.md): its label and whatever of its
 * report, reach and response has loaded. null: the period is no school year (or nothing to compare yet).
 */
export interface Comparison {
  /** This school year's label ("2026/27") and the previous one's ("2025/26"). */
  current: string;
  previous: string;
  report?: StatisticsReport | undefined;
  reach?: StatisticsReach | undefined;
  response?: StatisticsResponse | undefined;
}

const ComparisonContext = createContext<Comparison | null>(null);

export function ComparisonProvider({ value, children }: { value: Comparison | null; children: ReactNode }) {
  return <ComparisonContext.Provider value={value}>{children}</ComparisonContext.Provider>;
}

export const useComparison = () => useContext(ComparisonContext);

/** The unit of a rate's change, "Pp." (percentage points), in the reader's language. */
export function usePointsUnit() {
  const { t } = useLingui();
  return t({ message: 'Pp.', comment: 'Abbreviation of «Prozentpunkte»: the change of a rate, as in «+2.5 Pp.»' });
}

/**
 * A key figure's line against the previous school year: "+12 (+8.5 %) ggü. 2025/26: 140". Nothing when there is no
 * comparison.
 */
export function ChangeLine({ figure, className }: { figure: Figure; className?: string }) {
  const { i18n } = useLingui();
  const comparison = useComparison();
  const points = usePointsUnit();
  if (!comparison || !isCompared(figure)) return null;
  const delta = formatDelta(figure, i18n.locale, points);
  const percent = formatPercentChange(figureChange(figure).percent, i18n.locale);
  const previous = formatPrevious(figure, i18n.locale);
  const year = comparison.previous;
  return (
    <dd className={className ?? 'text-xs text-muted-foreground tabular-nums'} data-testid="change-line">
      {figureChange(figure).delta === null ? (
        // Nothing to subtract (no average last year, or none this year): last year's figure only.
        <Trans>
          ggü. {year}: {previous}
        </Trans>
      ) : (
        <Trans>
          {delta} ({percent}) ggü. {year}: {previous}
        </Trans>
      )}
    </dd>
  );
}

/** The sub-headers of a compared figure's four columns: this year, last year, the change and the change in percent. */
export function ChangeHeaders({ measure, className }: { measure: string; className: string }) {
  const comparison = useComparison();
  if (!comparison) return null;
  return (
    <>
      <th scope="col" className={className}>
        {comparison.current}
        <span className="sr-only"> {measure}</span>
      </th>
      <th scope="col" className={className}>
        {comparison.previous}
        <span className="sr-only"> {measure}</span>
      </th>
      <th scope="col" className={className}>
        Δ
        <span className="sr-only">
          {' '}
          <Trans>Veränderung</Trans> {measure}
        </span>
      </th>
      <th scope="col" className={className}>
        Δ %
        <span className="sr-only">
          {' '}
          <Trans>Veränderung in Prozent</Trans> {measure}
        </span>
      </th>
    </>
  );
}

/** The previous value, the change and the change in percent of a figure: three cells. */
export function ChangeCells({ figure, className }: { figure: Figure; className: string }) {
  const { i18n } = useLingui();
  const points = usePointsUnit();
  const percent = figureChange(figure).percent;
  return (
    <>
      <td className={`${className} text-muted-foreground`} data-change="previous">
        {formatPrevious(figure, i18n.locale)}
      </td>
      <td className={className} data-change="delta">
        {formatDelta(figure, i18n.locale, points)}
      </td>
      <td className={className} data-change="percent">
        {formatPercentChange(percent, i18n.locale)}
      </td>
    </>
  );
}

/** A short note why nothing is compared: only a whole school year has a previous one. */
export function NoComparisonNote() {
  return (
    <p className="text-sm text-muted-foreground" data-testid="no-comparison-note">
      <Trans>Kein Vergleich mit dem Vorjahr: Der gewählte Zeitraum ist kein ganzes Schuljahr.</Trans>
    </p>
  );
}
