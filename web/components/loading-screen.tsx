import { Trans } from '@lingui/react/macro';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/utils';

/** Shown while a lazy screen loads (spec: "Loading Application"). */
export function LoadingScreen({ className }: { className?: string }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className={cn('flex min-h-48 flex-1 items-center justify-center gap-3 p-6 text-muted-foreground', className)}
    >
      <Spinner />
      <span>
        <Trans>Anwendung wird geladen</Trans>
      </span>
    </div>
  );
}
