import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button, type ButtonProps } from '@/components/ui/button';
import type { User } from '@/lib/contract';
import { errorMessage } from '@/lib/error-messages';
import { toast } from '@/lib/toast';
import { approveCoachRequest } from '../api/approve-coach';
import { resendInvitationRequest } from '../api/resend-invitation';
import { setCoachStateRequest } from '../api/set-coach-state';
import type { CoachAction } from '../coach-actions';
import { SendBackDialog } from './send-back-dialog';

type ConfirmedAction = Exclude<CoachAction, 'send-back'>;

interface ActionText {
  button: MessageDescriptor;
  /** Toast after success. */
  done: MessageDescriptor;
  variant: ButtonProps['variant'];
  /** The confirmation's question and what will happen (send-back has its own dialog). */
  title?: MessageDescriptor;
  description?: MessageDescriptor;
}

const texts: Record<CoachAction, ActionText> = {
  approve: {
    button: msg`Freigeben`,
    title: msg`Profil freigeben?`,
    description: msg`Der Coach wird per E-Mail informiert und kann danach für Workshops angefragt werden.`,
    done: msg`Profil freigegeben`,
    variant: 'default',
  },
  'send-back': { button: msg`Zurückweisen`, done: msg`Profil zurückgewiesen`, variant: 'outline' },
  resend: {
    button: msg`Zugangsdaten erneut senden`,
    title: msg`Zugangsdaten erneut senden?`,
    description: msg`Der Coach erhält per E-Mail ein neues temporäres Passwort (48 Stunden gültig). Das bisherige wird ungültig.`,
    done: msg`Zugangsdaten erneut gesendet`,
    variant: 'outline',
  },
  deactivate: {
    button: msg`Deaktivieren`,
    title: msg`Coach deaktivieren?`,
    description: msg`Der Coach wird sofort abgemeldet, kann sich nicht mehr anmelden und erhält keine Anfragen mehr.`,
    done: msg`Coach deaktiviert`,
    variant: 'destructive',
  },
  reactivate: {
    button: msg`Reaktivieren`,
    title: msg`Coach reaktivieren?`,
    description: msg`Ein freigegebenes Profil ist danach wieder aktiv; sonst muss der Coach es zuerst vervollständigen.`,
    done: msg`Coach reaktiviert`,
    variant: 'default',
  },
};

const run: Record<ConfirmedAction, (id: number) => Promise<User>> = {
  approve: approveCoachRequest,
  resend: resendInvitationRequest,
  deactivate: (id) => setCoachStateRequest(id, { state: 'inactive' }),
  reactivate: (id) => setCoachStateRequest(id, { state: 'active' }),
};

interface CoachActionsProps {
  coachId: number;
  actions: readonly CoachAction[];
  /** After a change: reload the profile and the lists. */
  onChanged: () => void;
}

/** The header's buttons for what the role may do in the coach's state; each asks first (send-back for a reason). */
export function CoachActions({ coachId, actions, onChanged }: CoachActionsProps) {
  const { i18n } = useLingui();
  const [confirming, setConfirming] = useState<ConfirmedAction | null>(null);
  const [sendingBack, setSendingBack] = useState(false);
  const text = confirming ? texts[confirming] : null;

  const confirm = async () => {
    if (!confirming) return;
    try {
      await run[confirming](coachId);
      toast.success(i18n._(texts[confirming].done));
      onChanged();
    } catch (error) {
      // 409: the state changed meanwhile (e.g. a colleague approved): show the server's state.
      onChanged();
      return i18n._(errorMessage(error));
    }
  };

  return (
    <>
      {actions.map((action) => (
        <Button
          key={action}
          variant={texts[action].variant}
          onClick={() => (action === 'send-back' ? setSendingBack(true) : setConfirming(action))}
        >
          {i18n._(texts[action].button)}
        </Button>
      ))}
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => {
          if (!open) setConfirming(null);
        }}
        title={text?.title ? i18n._(text.title) : ''}
        description={text?.description ? <p>{i18n._(text.description)}</p> : undefined}
        confirmLabel={text ? i18n._(text.button) : ''}
        confirmVariant={text?.variant === 'destructive' ? 'destructive' : 'default'}
        onConfirm={confirm}
      />
      <SendBackDialog
        coachId={coachId}
        open={sendingBack}
        onOpenChange={setSendingBack}
        onSentBack={() => {
          toast.success(i18n._(texts['send-back'].done));
          onChanged();
        }}
      />
    </>
  );
}
