import { cn } from '@/lib/utils';

export interface FilterTab<V extends string> {
  value: V;
  label: string;
  count?: number;
}

interface FilterTabsProps<V extends string> {
  label: string;
  tabs: readonly FilterTab<V>[];
  value: V;
  onChange: (value: V) => void;
}

/**
 * The state filter of a list as a row of toggle buttons with counts (aria-pressed), scrolling sideways on phones and
 * wrapping onto a second row from 640 px when they do not fit (every state stays in sight, also in longer languages).
 * Buttons rather than ARIA tabs: each one filters the same list below, and the choice is kept in the URL.
 */
export function FilterTabs<V extends string>({ label, tabs, value, onChange }: FilterTabsProps<V>) {
  return (
    <div
      role="group"
      aria-label={label}
      className="-mx-1 flex gap-1 overflow-x-auto border-b px-1 pb-px sm:flex-wrap sm:overflow-visible"
    >
      {tabs.map((tab) => {
        const active = tab.value === value;
        return (
          <button
            key={tab.value}
            type="button"
            aria-pressed={active}
            onClick={() => onChange(tab.value)}
            className={cn(
              '-mb-px inline-flex shrink-0 cursor-pointer items-center gap-2 border-b-2 px-3 py-2 text-sm font-medium whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-ring',
              active ? 'border-primary text-foreground' : 'border-transparent text-muted-foreground hover:text-foreground',
            )}
          >
            {tab.label}
            {tab.count !== undefined && ' '}
            {tab.count !== undefined && (
              <span
                className={cn(
                  'rounded-full px-1.5 text-xs leading-5 tabular-nums',
                  active ? 'bg-primary text-primary-foreground' : 'bg-muted',
                )}
              >
                {tab.count}
              </span>
            )}
          </button>
        );
      })}
    </div>
  );
}
