import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

interface FilterPanelProps {
  /** Always visible (the free-text search). */
  search: ReactNode;
  /** How many of the other filters are set (shown on the phone's toggle). */
  activeCount: number;
  children: ReactNode;
}

/** A list's filters: the search on top; the others below, behind a "Filter" toggle on phones. */
export function FilterPanel({ search, activeCount, children }: FilterPanelProps) {
  const { t } = useLingui();
  const id = useId();
  const [open, setOpen] = useState(false);
  return (
    <section aria-label={t`Filter`} className="grid gap-3 rounded-xl border bg-card p-4">
      <div className="flex items-end gap-2">
        <div className="min-w-0 flex-1">{search}</div>
        <Button
          variant="outline"
          className="md:hidden"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen((value) => !value)}
        >
          <Trans>Filter</Trans>
          {activeCount > 0 && (
            <span className="rounded-full bg-primary px-1.5 text-xs leading-5 text-primary-foreground">{activeCount}</span>
          )}
        </Button>
      </div>
      <div id={id} className={cn('grid gap-3 sm:grid-cols-2 lg:grid-cols-4', !open && 'max-md:hidden')}>
        {children}
      </div>
    </section>
  );
}
