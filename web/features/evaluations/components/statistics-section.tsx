import type { ReactNode } from 'react';

/** A titled part of a statistics page. */
export function StatisticsSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="grid gap-3">
      <h2 className="text-lg font-semibold">{title}</h2>
      {children}
    </section>
  );
}
