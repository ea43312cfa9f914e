import type { ComponentProps, ReactNode } from 'react';
import { Link } from 'wouter';

interface LinkCardProps extends Omit<ComponentProps<'li'>, 'title'> {
  href: string;
  title: ReactNode;
  /** Beside the title, e.g. the state. */
  badge?: ReactNode;
}

/** A row of a list as a card on phones: the whole card opens `href` (the title is the link's text). */
export function LinkCard({ href, title, badge, children, ...props }: LinkCardProps) {
  return (
    <li className="relative grid gap-1 rounded-xl border bg-card p-4 text-sm" {...props}>
      <div className="flex items-start justify-between gap-2">
        <Link href={href} className="font-medium text-primary after:absolute after:inset-0 hover:underline">
          {title}
        </Link>
        {badge}
      </div>
      {children}
    </li>
  );
}
