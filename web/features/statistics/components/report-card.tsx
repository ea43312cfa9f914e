import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { cn } from '@/lib/utils';

/** One part of a report: a card with its heading, its chart and its table. */
export function ReportCard({
  title,
  description,
  children,
  className,
  testId,
  level = 2,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  className?: string;
  testId?: string;
  /** The heading's level: 3 for the cards of a section with its own heading. */
  level?: 2 | 3;
}) {
  const id = useId();
  const Heading = level === 3 ? 'h3' : 'h2';
  return (
    <section
      aria-labelledby={id}
      className={cn('grid min-w-0 content-start gap-3 rounded-xl border bg-card p-4', className)}
      data-testid={testId}
    >
      <div className="grid gap-1">
        <Heading id={id} className="text-lg font-semibold">
          {title}
        </Heading>
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

/**
 * A table's own horizontal scroll area: a wide table scrolls inside the card, never the page. While it overflows it
 * is a named, focusable group (not a landmark: the card is one), so keyboard users can scroll it too; otherwise it
 * is no extra tab stop.
 */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => setOverflows(element.scrollWidth > element.clientWidth + 1);
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    measure();
    return () => observer.disconnect();
  }, []);
  return (
    <div
      ref={ref}
      className="relative -mx-1 overflow-x-auto px-1 focus-visible:outline-2 focus-visible:outline-ring"
      {...(overflows ? { role: 'group', 'aria-label': label, tabIndex: 0 } : {})}
    >
      {children}
    </div>
  );
}
