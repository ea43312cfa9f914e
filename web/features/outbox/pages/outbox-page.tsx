import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from 'wouter';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { FilterTabs } from '@/components/list/filter-tabs';
import { PagedList } from '@/components/list/paged-list';
import { PageHeader } from '@/components/page-header';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api';
import { mailStatuses, type MailStatus, type OutboxItem } from '@/lib/contract';
import { errorMessage } from '@/lib/error-messages';
import { OutboxListQuerySchema } from '@/lib/schemas';
import { toast } from '@/lib/toast';
import { useUrlQuery } from '@/lib/use-url-query';
import { useOutbox } from '../api/get-outbox';
import { resendOutboxMail } from '../api/resend-outbox-mail';
import { MailPreviewDialog } from '../components/mail-preview-dialog';
import { OutboxFilters } from '../components/outbox-filters';
import { OutboxTable } from '../components/outbox-table';
import { mailStateLabels } from '../labels';

type Tab = MailStatus | 'all';

/** `/manager/outbox` (admin): every mail with its state; filters in the URL; preview; resend of a failed one. */
export default function OutboxPage() {
  const { t, i18n } = useLingui();
  const [query, setQuery] = useUrlQuery(OutboxListQuerySchema);
  const list = useOutbox(query);
  const [previewId, setPreviewId] = useState<number | null>(null);
  const [resending, setResending] = useState<OutboxItem | null>(null);
  const counts = list.data?.counts;
  const filtered = query.template !== undefined || query.recipient !== undefined;

  const tabs = [
    {
      value: 'all' as Tab,
      label: t({ message: 'Alle', context: 'all mails (masculine in fr, feminine in it)' }),
      count: counts ? mailStatuses.reduce((sum, state) => sum + counts[state], 0) : undefined,
    },
    ...mailStatuses.map((state) => ({ value: state as Tab, label: i18n._(mailStateLabels[state]), count: counts?.[state] })),
  ];

  const resend = async () => {
    if (!resending) return;
    try {
      await resendOutboxMail(resending.id);
      toast.success(t`Die E-Mail wird erneut gesendet.`);
      await list.mutate();
    } catch (error) {
      if (isApiError(error) && (error.status === 409 || error.status === 404)) void list.mutate();
      return i18n._(errorMessage(error));
    }
  };

  return (
    <>
      <PageHeader
        title={t`E-Mail-Ausgang`}
        description={<Trans>Jede E-Mail, die das System schreibt, mit ihrem Versandstatus.</Trans>}
        actions={
          <Link href={paths.manager.jobs.href()} className="text-sm font-medium text-primary hover:underline">
            <Trans>Geplante Aufgaben</Trans>
          </Link>
        }
      />
      <div className="grid gap-4">
        <FilterTabs<Tab>
          label={t`Status`}
          tabs={tabs}
          value={query.state ?? 'all'}
          onChange={(tab) => setQuery({ state: tab === 'all' ? undefined : tab })}
        />
        <OutboxFilters query={query} templates={list.data?.templates} onChange={setQuery} />
        <PagedList
          list={list}
          loading={<Trans>E-Mails werden geladen …</Trans>}
          empty={
            filtered || query.state ? (
              <Trans>Keine E-Mails passen zu diesen Filtern.</Trans>
            ) : (
              <Trans>Es wurden noch keine E-Mails geschrieben.</Trans>
            )
          }
          onResetFilters={filtered ? () => setQuery({ template: undefined, recipient: undefined }) : undefined}
          onPageChange={(page) => setQuery({ page })}
        >
          {(page) => (
            <OutboxTable
              items={page.items}
              total={page.total}
              onPreview={(item) => setPreviewId(item.id)}
              onResend={setResending}
              stale={list.isLoading}
            />
          )}
        </PagedList>
      </div>
      <MailPreviewDialog id={previewId} onClose={() => setPreviewId(null)} />
      <ConfirmDialog
        open={resending !== null}
        onOpenChange={(open) => !open && setResending(null)}
        title={t`E-Mail erneut senden?`}
        description={
          resending && (
            <Trans>
              «{resending.subject}» geht noch einmal an {resending.recipient}. Die Person erhält die E-Mail dann unter Umständen
              zweimal.
            </Trans>
          )
        }
        confirmLabel={t`Erneut senden`}
        onConfirm={resend}
      />
    </>
  );
}
