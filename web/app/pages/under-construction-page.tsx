import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { PageHeader } from '@/components/page-header';
import { Alert, AlertDescription } from '@/components/ui/alert';

/** Placeholder for back-office screens that come with later issues: a clear message, never a blank page. */
export default function UnderConstructionPage({ title }: { title: MessageDescriptor }) {
  const { i18n } = useLingui();
  return (
    <>
      <PageHeader title={i18n._(title)} />
      <Alert variant="info">
        <AlertDescription>
          <p className="font-medium">
            <Trans>Dieser Bereich wird gerade aufgebaut.</Trans>
          </p>
          <p className="text-muted-foreground">
            <Trans>Die Funktionen folgen in einer der nächsten Versionen.</Trans>
          </p>
        </AlertDescription>
      </Alert>
    </>
  );
}
