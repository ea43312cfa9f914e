import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { FilterTabs } from '@/components/list/filter-tabs';
import { FetchError, ListLoading } from '@/components/list/list-status';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { formatTimestamp } from '@/lib/format';
import type { OutboxDetail } from '@/lib/contract';
import { useOutboxMail } from '../api/get-outbox-mail';
import { MailStateBadge } from './mail-state-badge';

type Part = 'text' | 'html';

/** The HTML part in a sandboxed frame: no scripts, no forms, no navigation of this page, its own origin. */
function HtmlPart({ html }: { html: string }) {
  const { t } = useLingui();
  return (
    <iframe sandbox="" srcDoc={html} title={t`HTML-Teil der E-Mail`} className="h-[55svh] w-full rounded-md border bg-white" />
  );
}

function Body({ mail }: { mail: OutboxDetail }) {
  const { t } = useLingui();
  const [part, setPart] = useState<Part>('text');
  if (!mail.preview) {
    return (
      <p className="rounded-md border border-dashed p-4 text-muted-foreground" data-testid="content-removed">
        {mail.sent_at !== null ? (
          <Trans>Der Inhalt wurde nach dem Versand entfernt.</Trans>
        ) : (
          <Trans>Der Inhalt wurde entfernt, ohne dass die E-Mail gesendet wurde.</Trans>
        )}
      </p>
    );
  }
  return (
    <div className="grid gap-3">
      <FilterTabs<Part>
        label={t`Teil der E-Mail`}
        tabs={[
          { value: 'text', label: t`Text` },
          { value: 'html', label: t`HTML` },
        ]}
        value={part}
        onChange={setPart}
      />
      {part === 'text' ? (
        <pre className="max-h-[55svh] overflow-auto rounded-md border bg-muted/40 p-3 text-sm whitespace-pre-wrap">
          {mail.preview.text}
        </pre>
      ) : (
        <HtmlPart html={mail.preview.html} />
      )}
      <p className="text-xs text-muted-foreground">
        <Trans>Links mit Zugangsschlüssel und Passwörter sind ausgeblendet (•••••).</Trans>
      </p>
    </div>
  );
}

/** One mail as it was sent: subject, recipient, state, and its text or HTML part with secrets hidden. */
export function MailPreviewDialog({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const mail = useOutboxMail(id);
  const data = mail.data;
  return (
    <Dialog open={id !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent closeLabel={t`Schliessen`} className="max-w-3xl">
        <DialogHeader>
          <DialogTitle>{data ? data.subject : t`E-Mail`}</DialogTitle>
          <DialogDescription asChild>
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
              {data && (
                <>
                  <span>
                    <Trans>An {data.recipient}</Trans>
                  </span>
                  <span>
                    {data.code ?? '–'} · {data.template} · {data.language.toUpperCase()}
                  </span>
                  <span>{formatTimestamp(data.created_at, i18n.locale)}</span>
                  <MailStateBadge state={data.state} />
                </>
              )}
            </div>
          </DialogDescription>
        </DialogHeader>
        {mail.error && !data ? (
          <FetchError error={mail.error} onRetry={() => void mail.mutate()} />
        ) : data ? (
          <Body key={data.id} mail={data} />
        ) : (
          <ListLoading />
        )}
      </DialogContent>
    </Dialog>
  );
}
