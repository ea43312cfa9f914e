import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { ExternalIcon } from '@/components/ui/icons';
import { cn } from '@/lib/utils';

export function ExternalLink({ href, children, className }: { href: string; children: ReactNode; className?: string }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={cn('inline-flex items-center gap-1 hover:underline', className)}
    >
      {children}
      <ExternalIcon className="size-3.5" />
      <span className="sr-only">
        <Trans>(öffnet in einem neuen Fenster)</Trans>
      </span>
    </a>
  );
}
