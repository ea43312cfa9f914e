import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useSWRConfig } from 'swr';
import { FetchError, ListEmpty, ListLoading } from '@/components/list/list-status';
import { PageHeader } from '@/components/page-header';
import { managerBasedataKey } from '@/features/basedata';
import { isApiError } from '@/lib/api';
import type { OwnCoachRequest } from '@/lib/contract';
import { toast } from '@/lib/toast';
import { answerRequest } from '../api/answer-request';
import { useOwnRequests } from '../api/get-own-requests';
import { RequestCard, requestCardId } from '../components/request-card';
import { answerSaved, isOpen, type Answer } from '../labels';

/**
 * `/manager/coach-requests` (coach): the workshops the coach is asked for. Open requests first, each with
 * "Verfügbar" / "Nicht verfügbar" and an optional comment; answered ones below with their state, changeable
 * (available ↔ not available) until the coach is placed. Every answer refreshes the list and the menu badge.
 */
export default function CoachRequestsPage() {
  const { t, i18n } = useLingui();
  const list = useOwnRequests();
  const { mutate } = useSWRConfig();
  /** The request just answered: its card (now under "Beantwortet") gets the focus once the list shows it there. */
  const focusAfterUpdate = useRef<number | null>(null);

  useEffect(() => {
    const id = focusAfterUpdate.current;
    if (id === null || !list.data) return;
    focusAfterUpdate.current = null;
    document.getElementById(requestCardId(id))?.focus();
  }, [list.data]);

  const answer = async (request: OwnCoachRequest, answer: Answer, comment: string | undefined) => {
    let saved: OwnCoachRequest;
    try {
      saved = await answerRequest(request.id, comment ? { answer, comment } : { answer });
    } catch (error) {
      // Placed, withdrawn or cancelled meanwhile: show the request as it is now.
      if (isApiError(error) && (error.status === 409 || error.status === 404)) {
        void list.mutate();
        void mutate(managerBasedataKey);
      }
      throw error;
    }
    focusAfterUpdate.current = saved.id;
    toast.success(i18n._(answerSaved));
    // The badge in the menu counts the open requests: it drops at once.
    void mutate(managerBasedataKey);
    await list.mutate((current) => current?.map((item) => (item.id === saved.id ? saved : item)), {
      revalidate: true,
    });
  };

  const requests = list.data ?? [];
  const open = requests.filter(isOpen);
  const answered = requests.filter((request) => !isOpen(request));
  const openCount = open.length;
  const answeredCount = answered.length;

  return (
    <>
      <PageHeader
        title={t`Coach-Anfragen`}
        description={
          <Trans>Workshops, für die Sie angefragt sind. Ihre Antwort gilt jeweils für alle Termine einer Serie.</Trans>
        }
      />
      {list.error && !list.data ? (
        <FetchError error={list.error} onRetry={() => void list.mutate()} />
      ) : !list.data ? (
        <ListLoading>
          <Trans>Anfragen werden geladen …</Trans>
        </ListLoading>
      ) : requests.length === 0 ? (
        <ListEmpty>
          <Trans>Zurzeit liegen keine Anfragen für Sie vor. Sobald Sie angefragt werden, erhalten Sie eine E-Mail.</Trans>
        </ListEmpty>
      ) : (
        <div className="grid gap-8">
          <RequestSection title={t`Offene Anfragen (${openCount})`} testId="open-requests">
            {open.length === 0 ? (
              <p className="text-sm text-muted-foreground">
                <Trans>Keine offenen Anfragen. Vielen Dank für Ihre Antworten!</Trans>
              </p>
            ) : (
              <RequestList requests={open} onAnswer={answer} />
            )}
          </RequestSection>
          {answered.length > 0 && (
            <RequestSection title={t`Beantwortet (${answeredCount})`} testId="answered-requests">
              <RequestList requests={answered} onAnswer={answer} />
            </RequestSection>
          )}
        </div>
      )}
    </>
  );
}

function RequestSection({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid gap-4" data-testid={testId}>
      <h2 id={headingId} className="text-xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

function RequestList({
  requests,
  onAnswer,
}: {
  requests: readonly OwnCoachRequest[];
  onAnswer: (request: OwnCoachRequest, answer: Answer, comment: string | undefined) => Promise<void>;
}) {
  return (
    <ul className="grid items-start gap-4 xl:grid-cols-2">
      {requests.map((request) => (
        <li key={request.id} className="grid min-w-0">
          <RequestCard request={request} onAnswer={(answer, comment) => onAnswer(request, answer, comment)} />
        </li>
      ))}
    </ul>
  );
}
