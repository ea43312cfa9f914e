import { useId, type ReactNode } from 'react';
import { cn } from '@/lib/utils';

/** One part of a report: a card with its heading, its chart and its table. */
export function ReportCard({
  title,
  description,
  children,
  className,
  testId,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  className?: string;
  testId?: string;
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className={cn('grid min-w-0 content-start gap-3 rounded-xl border bg-card p-4', className)}
      data-testid={testId}
    >
      <div className="grid gap-1">
        <h2 id={id} className="text-lg font-semibold">
          {title}
        </h2>
        {description && <p className="text-sm text-muted-foreground">{description}</p>}
      </div>
      {children}
    </section>
  );
}

/** A short line where a part of the report has nothing to show. */
export function NothingToShow({ children }: { children: ReactNode }) {
  return <p className="text-sm text-muted-foreground">{children}</p>;
}

/** A table's own horizontal scroll area: a wide table scrolls inside the card, never the page. */
export function TableScroll({ children }: { children: ReactNode }) {
  return <div className="-mx-1 overflow-x-auto px-1">{children}</div>;
}
