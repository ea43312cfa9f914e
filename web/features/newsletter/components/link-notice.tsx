import { Trans } from '@lingui/react/macro';
import { useEffect, useRef, type ReactNode } from 'react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { isApiError } from '@/lib/api';

/** Expired or tampered (400 token_invalid), or cut short by a mail client (422 on the token). */
export const isInvalidLink = (error: unknown) =>
  isApiError(error) && (error.code === 'token_invalid' || error.code === 'validation_failed');

/** The outcome of a newsletter link: focused when it appears, so a screen reader reads it at once. */
export function LinkNotice({
  title,
  children,
  variant = 'info',
}: {
  title: ReactNode;
  children?: ReactNode;
  variant?: 'info' | 'success' | 'destructive';
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} tabIndex={-1} role="status" className="outline-none" data-testid="newsletter-notice">
      <Alert variant={variant}>
        <AlertTitle className="text-lg">{title}</AlertTitle>
        {children && <AlertDescription>{children}</AlertDescription>}
      </Alert>
    </div>
  );
}

export function InvalidLinkNotice() {
  return (
    <LinkNotice variant="destructive" title={<Trans>Dieser Link ist ungültig oder abgelaufen</Trans>}>
      <Trans>Bitte verwenden Sie den vollständigen Link aus der E-Mail.</Trans>
    </LinkNotice>
  );
}
