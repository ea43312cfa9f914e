import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { SearchField } from '@/components/list/search-field';
import type { FeeItem } from '@/lib/contract';
import { useFeeOptions } from '../api/get-fees';
import { ExtraFeeForm, type ExtraFeeWorkshop } from './extra-fee-form';

/**
 * Finance's extra fee: the workshop is searched on the server (title, school, date, coach; the nearest 50 that match),
 * then the placed coach chosen. The chosen workshop stays in the list while the search changes.
 */
export function FinanceExtraFeeForm({ onCreated, onCancel }: { onCreated: (item: FeeItem) => void; onCancel: () => void }) {
  const { t } = useLingui();
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<ExtraFeeWorkshop | null>(null);
  const options = useFeeOptions({ q: search || undefined });
  const found = options.data?.workshops ?? [];
  const workshops = chosen && !found.some((w) => w.id === chosen.id) ? [chosen, ...found] : found;
  const count = found.length;
  const status = !options.data
    ? t`Workshops werden gesucht …`
    : count === 0
      ? t`Keine Workshops gefunden.`
      : options.data.more
        ? t`${plural(count, {
            one: 'Der Workshop, der dem heutigen Datum am nächsten liegt; für andere genauer suchen.',
            other: 'Die # Workshops, die dem heutigen Datum am nächsten liegen; für andere genauer suchen.',
          })}`
        : t`${plural(count, { one: '# Workshop gefunden.', other: '# Workshops gefunden.' })}`;

  return (
    <ExtraFeeForm
      workshops={workshops}
      chooseCoach
      onCreated={onCreated}
      onCancel={onCancel}
      onWorkshopChange={setChosen}
      workshopSearch={
        <div className="grid gap-1">
          <SearchField
            label={t`Workshop suchen`}
            placeholder={t`Titel, Schule, Datum oder Coach`}
            value={search}
            onChange={setSearch}
          />
          <p role="status" className="text-sm text-muted-foreground" data-testid="extra-fee-search-status">
            {status}
          </p>
        </div>
      }
    />
  );
}
