import { zodResolver } from '@hookform/resolvers/zod';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { useForm, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { encode } from 'uqr';
import { Link } from 'wouter';
import { TextField } from '@/components/form/field';
import { applyFieldErrors, Form } from '@/components/form/form';
import { FetchError, ListLoading } from '@/components/list/list-status';
import { PageHeader } from '@/components/page-header';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { setUser, useUser } from '@/features/auth';
import { isApiError } from '@/lib/api';
import type { TwoFactorCodeBody, TwoFactorDisableBody, TwoFactorSetup, TwoFactorStatus } from '@/lib/contract';
import { errorMessage } from '@/lib/error-messages';
import { TwoFactorCodeBodySchema, TwoFactorDisableBodySchema } from '@/lib/schemas';
import { toast } from '@/lib/toast';
import {
  disableTwoFactor,
  enableTwoFactor,
  regenerateRecoveryCodes,
  startTwoFactorSetup,
  useTwoFactorStatus,
} from '../api/two-factor';

const enabledToast = msg`Zwei-Faktor-Anmeldung eingeschaltet`;
const disabledToast = msg`Zwei-Faktor-Anmeldung ausgeschaltet`;
const copiedToast = msg`Wiederherstellungscodes kopiert`;

/**
 * /manager/profile/two-factor (staff): set up two-factor sign-in with an authenticator app, see and renew the
 * recovery codes, turn it off. Also the forced set-up when the organisation requires it for the role.
 */
export default function TwoFactorPage() {
  const { t } = useLingui();
  const user = useUser();
  const status = useTwoFactorStatus();
  /** Recovery codes just created: shown once, until the user confirms they kept them. */
  const [codes, setCodes] = useState<string[] | null>(null);
  const forced = user?.two_factor_setup_required === true;

  let body;
  if (codes) {
    body = <RecoveryCodesPanel codes={codes} onDone={() => setCodes(null)} />;
  } else if (status.data) {
    body = status.data.enabled ? (
      <EnabledPanel status={status.data} onCodes={setCodes} onChanged={() => void status.mutate()} />
    ) : (
      <SetupPanel
        onEnabled={(recoveryCodes) => {
          setCodes(recoveryCodes);
          void status.mutate();
          if (user?.two_factor_setup_required) setUser({ ...user, two_factor_setup_required: false });
        }}
      />
    );
  } else if (status.error) {
    body = <FetchError error={status.error} onRetry={() => void status.mutate()} />;
  } else {
    body = <ListLoading />;
  }

  return (
    <>
      <PageHeader title={t`Zwei-Faktor-Anmeldung`} />
      <div className="grid max-w-2xl gap-6">
        {forced && !codes && (
          <Alert variant="info" role="status">
            <AlertTitle>
              <Trans>Zwei-Faktor-Anmeldung erforderlich</Trans>
            </AlertTitle>
            <AlertDescription>
              <Trans>
                Ihre Organisation verlangt für Ihre Rolle eine Anmeldung mit einem zweiten Faktor. Bitte richten Sie sie ein,
                bevor Sie fortfahren.
              </Trans>
            </AlertDescription>
          </Alert>
        )}
        {body}
        {!forced && !codes && (
          <div>
            <Link href={paths.manager.profile.href()} className={buttonVariants({ variant: 'outline' })}>
              <Trans>Zurück zum Profil</Trans>
            </Link>
          </div>
        )}
      </div>
    </>
  );
}

/** The otpauth URI as a QR code, drawn as SVG elements (no markup from a string); quiet zone of 4 modules. */
function QrCode({ value, label }: { value: string; label: string }) {
  const { path, size } = useMemo(() => {
    const { data, size } = encode(value, { border: 4, ecc: 'M' });
    const path = data.flatMap((row, y) => row.map((dark, x) => (dark ? `M${x} ${y}h1v1h-1z` : ''))).join('');
    return { path, size };
  }, [value]);
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      className="size-48 rounded-md border bg-white"
      data-testid="two-factor-qr"
    >
      <path d={path} fill="#000" />
    </svg>
  );
}

/** Which field a refusal is about. */
const fieldOfCode: Record<string, string> = { two_factor_code_invalid: 'code', old_password_wrong: 'password' };

/** Sets a server error on the code field (or the whole form) and announces it. */
function useServerError() {
  const { i18n } = useLingui();
  const [formError, setFormError] = useState<string | null>(null);
  const report = <T extends FieldValues>(form: UseFormReturn<T, unknown, T>, error: unknown) => {
    const text = i18n._(errorMessage(error));
    if (isApiError(error) && error.code === 'validation_failed' && applyFieldErrors(form, error)) return;
    const field = isApiError(error) ? fieldOfCode[error.code] : undefined;
    if (field && field in form.getValues()) {
      form.setError(field as Path<T>, { type: 'server', message: text }, { shouldFocus: true });
    }
    setFormError(text);
    toast.error(text);
  };
  return { formError, clear: () => setFormError(null), report };
}

function FormAlert({ text }: { text: string | null }) {
  if (!text) return null;
  return (
    <Alert variant="destructive" role="alert">
      <AlertDescription>{text}</AlertDescription>
    </Alert>
  );
}

function CodeField() {
  const { t } = useLingui();
  return (
    <TextField<TwoFactorCodeBody>
      name="code"
      label={t`Code aus der App`}
      description={t`Die 6 Ziffern, die Ihre Authenticator-App gerade anzeigt`}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={7}
      className="sm:max-w-xs"
      required
    />
  );
}

function SetupPanel({ onEnabled }: { onEnabled: (codes: string[]) => void }) {
  const { t, i18n } = useLingui();
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [starting, setStarting] = useState(false);
  const { formError, clear, report } = useServerError();
  const form = useForm<TwoFactorCodeBody, unknown, TwoFactorCodeBody>({
    resolver: zodResolver(TwoFactorCodeBodySchema),
    defaultValues: { code: '' },
  });

  const start = async () => {
    clear();
    setStarting(true);
    try {
      setSetup(await startTwoFactorSetup());
    } catch (error) {
      report(form, error);
    } finally {
      setStarting(false);
    }
  };

  const confirm = async (values: TwoFactorCodeBody) => {
    clear();
    try {
      const { recovery_codes } = await enableTwoFactor(values);
      toast.success(i18n._(enabledToast));
      onEnabled(recovery_codes);
    } catch (error) {
      report(form, error);
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Trans>Einrichten</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>
            Nach dem Passwort fragt die Anmeldung nach einem Code aus einer Authenticator-App (z. B. FreeOTP, Google
            Authenticator, Microsoft Authenticator). So bleibt Ihr Konto geschützt, auch wenn jemand Ihr Passwort kennt.
          </Trans>
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {!setup ? (
          <>
            <FormAlert text={formError} />
            <div>
              <Button onClick={() => void start()} disabled={starting} aria-busy={starting || undefined}>
                {starting && <Spinner size="md" />}
                <Trans>Zwei-Faktor-Anmeldung einrichten</Trans>
              </Button>
            </div>
          </>
        ) : (
          <>
            <ol className="grid list-decimal gap-2 pl-5 text-sm">
              <li>
                <Trans>Scannen Sie den QR-Code mit Ihrer Authenticator-App.</Trans>
              </li>
              <li>
                <Trans>Geben Sie den Code ein, den die App danach anzeigt.</Trans>
              </li>
            </ol>
            <QrCode value={setup.uri} label={t`QR-Code für die Authenticator-App`} />
            <div className="grid gap-1 text-sm">
              <span className="text-muted-foreground">
                <Trans>Kein Scanner? Geben Sie diesen Schlüssel in der App von Hand ein:</Trans>
              </span>
              <code className="font-mono break-all" data-testid="two-factor-secret">
                {setup.secret}
              </code>
            </div>
            <Form form={form} onSubmit={confirm} className="grid gap-4" aria-label={t`Code bestätigen`}>
              <FormAlert text={formError} />
              <CodeField />
              <div>
                <Button type="submit" disabled={form.formState.isSubmitting}>
                  {form.formState.isSubmitting && <Spinner size="md" />}
                  <Trans>Bestätigen und einschalten</Trans>
                </Button>
              </div>
            </Form>
          </>
        )}
      </CardContent>
    </Card>
  );
}

function RecoveryCodesPanel({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t, i18n } = useLingui();
  const text = codes.join('\n');
  const copy = async () => {
    await navigator.clipboard.writeText(text);
    toast.success(i18n._(copiedToast));
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Trans>Wiederherstellungscodes</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>
            Mit jedem Code können Sie sich einmal ohne die App anmelden, etwa wenn Ihr Telefon verloren geht. Bewahren Sie die
            Codes sicher auf: Sie werden nur jetzt angezeigt.
          </Trans>
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <ul
          className="grid grid-cols-2 gap-2 font-mono text-sm"
          aria-label={t`Wiederherstellungscodes`}
          data-testid="recovery-codes"
        >
          {codes.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </ul>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => void copy()}>
            <Trans>Kopieren</Trans>
          </Button>
          <a
            href={`data:text/plain;charset=utf-8,${encodeURIComponent(`${text}\n`)}`}
            download="workshop-admin-recovery-codes.txt"
            className={buttonVariants({ variant: 'outline' })}
          >
            <Trans>Herunterladen</Trans>
          </a>
          <Button onClick={onDone}>
            <Trans>Ich habe die Codes gesichert</Trans>
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}

function EnabledPanel({
  status,
  onCodes,
  onChanged,
}: {
  status: TwoFactorStatus;
  onCodes: (codes: string[]) => void;
  onChanged: () => void;
}) {
  return (
    <>
      <Card>
        <CardHeader>
          <CardTitle>
            <Trans>Eingeschaltet</Trans>
          </CardTitle>
          <CardDescription>
            <Trans>Die Anmeldung fragt nach dem Passwort nach einem Code aus Ihrer Authenticator-App.</Trans>{' '}
            <span data-testid="recovery-codes-left">
              <Trans>Unbenutzte Wiederherstellungscodes: {status.recovery_codes_left}</Trans>
            </span>
          </CardDescription>
        </CardHeader>
      </Card>
      <RegeneratePanel
        onCodes={(codes) => {
          onCodes(codes);
          onChanged();
        }}
      />
      {status.required ? (
        <Alert variant="info">
          <AlertDescription>
            <Trans>
              Ihre Organisation verlangt die Zwei-Faktor-Anmeldung für Ihre Rolle: Sie kann nicht ausgeschaltet werden.
            </Trans>
          </AlertDescription>
        </Alert>
      ) : (
        <DisablePanel onDisabled={onChanged} />
      )}
    </>
  );
}

function RegeneratePanel({ onCodes }: { onCodes: (codes: string[]) => void }) {
  const { t } = useLingui();
  const { formError, clear, report } = useServerError();
  const form = useForm<TwoFactorCodeBody, unknown, TwoFactorCodeBody>({
    resolver: zodResolver(TwoFactorCodeBodySchema),
    defaultValues: { code: '' },
  });
  const submit = async (values: TwoFactorCodeBody) => {
    clear();
    try {
      onCodes((await regenerateRecoveryCodes(values)).recovery_codes);
    } catch (error) {
      report(form, error);
    }
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Trans>Neue Wiederherstellungscodes</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>Die bisherigen Codes werden dabei ungültig.</Trans>
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Form form={form} onSubmit={submit} className="grid gap-4" aria-label={t`Neue Wiederherstellungscodes`}>
          <FormAlert text={formError} />
          <CodeField />
          <div>
            <Button type="submit" variant="outline" disabled={form.formState.isSubmitting}>
              <Trans>Neue Codes erstellen</Trans>
            </Button>
          </div>
        </Form>
      </CardContent>
    </Card>
  );
}

function DisablePanel({ onDisabled }: { onDisabled: () => void }) {
  const { t, i18n } = useLingui();
  const { formError, clear, report } = useServerError();
  const form = useForm<TwoFactorDisableBody, unknown, TwoFactorDisableBody>({
    resolver: zodResolver(TwoFactorDisableBodySchema),
    defaultValues: { password: '', code: '' },
  });
  const submit = async (values: TwoFactorDisableBody) => {
    clear();
    try {
      await disableTwoFactor(values);
      toast.success(i18n._(disabledToast));
      form.reset();
      onDisabled();
    } catch (error) {
      report(form, error);
    }
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Trans>Ausschalten</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>Bestätigen Sie mit Ihrem Passwort und einem Code aus der App.</Trans>
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Form form={form} onSubmit={submit} className="grid gap-4" aria-label={t`Zwei-Faktor-Anmeldung ausschalten`}>
          <FormAlert text={formError} />
          <TextField<TwoFactorDisableBody>
            name="password"
            type="password"
            autoComplete="current-password"
            label={t`Passwort`}
            className="sm:max-w-xs"
            required
          />
          <CodeField />
          <div>
            <Button type="submit" variant="destructive" disabled={form.formState.isSubmitting}>
              <Trans>Zwei-Faktor-Anmeldung ausschalten</Trans>
            </Button>
          </div>
        </Form>
      </CardContent>
    </Card>
  );
}
