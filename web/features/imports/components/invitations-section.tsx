import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { INVITATIONS_PER_REQUEST } from '@contract/imports/imports.schemas';
import { checkboxClass } from '@/components/form/choice-controls';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { FetchError, ListEmpty, ListLoading } from '@/components/list/list-status';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/error-messages';
import { languageName } from '@/lib/format';
import { toast } from '@/lib/toast';
import { inviteRequest, useInvitees } from '../api/invitations';
import { formatCount } from '../format';
import { inChunks } from '../lib/in-chunks';

/** The names a confirmation lists before "and N more". */
const NAMES_SHOWN = 10;

/** Imported coaches never invited: choose whom to send the invitation with a temporary password (a separate step). */
export function InvitationsSection() {
  const { t, i18n } = useLingui();
  const id = useId();
  const list = useInvitees();
  const [left, setLeft] = useState<ReadonlySet<number>>(new Set());
  const [confirming, setConfirming] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const invitees = list.data ?? [];
  const chosen = invitees.filter((invitee) => !left.has(invitee.id));
  const names = chosen.slice(0, NAMES_SHOWN).map((invitee) => `${invitee.firstname} ${invitee.lastname}`);
  const more = chosen.length - names.length;
  const moreCount = formatCount(more, i18n.locale);
  const count = chosen.length;
  const toggle = (coach: number) =>
    setLeft((current) => {
      const next = new Set(current);
      if (!next.delete(coach)) next.add(coach);
      return next;
    });

  const invite = async () => {
    let invited = 0;
    setProgress(0);
    try {
      await inChunks(
        chosen.map((invitee) => invitee.id),
        INVITATIONS_PER_REQUEST,
        async (ids, done) => {
          invited += (await inviteRequest(ids)).invited;
          setProgress(done);
        },
      );
    } catch (error) {
      return i18n._(errorMessage(error));
    } finally {
      setProgress(null);
      if (invited > 0) toast.success(t`${plural(invited, { one: '# Coach eingeladen', other: '# Coaches eingeladen' })}`);
      await list.mutate();
    }
  };

  return (
    <section aria-labelledby={id} className="grid gap-3">
      <h2 id={id} className="text-lg font-semibold">
        <Trans>Importierte Coaches einladen</Trans>
      </h2>
      <p className="text-sm text-muted-foreground">
        <Trans>
          Ein Import verschickt keine E-Mails. Hier erhalten die gewählten Coaches ihre Einladung mit einem vorläufigen Passwort.
        </Trans>
      </p>
      {list.error && !list.data ? (
        <FetchError error={list.error} onRetry={() => void list.mutate()} />
      ) : !list.data ? (
        <ListLoading />
      ) : invitees.length === 0 ? (
        <ListEmpty>
          <Trans>Niemand zum Einladen: Alle importierten Coaches haben eine Einladung erhalten.</Trans>
        </ListEmpty>
      ) : (
        <>
          <ul className="grid max-h-[32rem] gap-2 overflow-y-auto rounded-xl p-0.5" aria-label={t`Noch nicht eingeladen`}>
            {invitees.map((invitee) => (
              <li key={invitee.id} className="flex items-start gap-3 rounded-xl border bg-card p-3 text-sm">
                <input
                  id={`${id}-${invitee.id}`}
                  type="checkbox"
                  className={checkboxClass}
                  checked={!left.has(invitee.id)}
                  onChange={() => toggle(invitee.id)}
                />
                <label htmlFor={`${id}-${invitee.id}`} className="grid min-w-0 gap-0.5">
                  <span className="font-medium">
                    {invitee.firstname} {invitee.lastname}
                  </span>
                  <span className="break-all text-muted-foreground">
                    {invitee.email} · {languageName(invitee.language, i18n.locale)}
                  </span>
                </label>
              </li>
            ))}
          </ul>
          <Button className="justify-self-start" disabled={chosen.length === 0} onClick={() => setConfirming(true)}>
            <Trans>Einladungen senden ({count})</Trans>
          </Button>
        </>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t`Einladungen senden?`}
        description={
          <>
            <p>
              {t`${plural(count, {
                one: '# Coach erhält eine E-Mail mit einem vorläufigen Passwort:',
                other: '# Coaches erhalten eine E-Mail mit einem vorläufigen Passwort:',
              })}`}
            </p>
            <p className="break-words">
              {names.join(', ')}
              {more > 0 && ` ${t`und ${moreCount} weitere`}`}
            </p>
          </>
        }
        confirmLabel={t`Einladungen senden`}
        onConfirm={invite}
      >
        {progress !== null && (
          <progress className="h-2 w-full accent-primary" max={chosen.length} value={progress} aria-label={t`Einladungen`} />
        )}
      </ConfirmDialog>
    </section>
  );
}
