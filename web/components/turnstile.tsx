import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { Spinner } from '@/components/ui/spinner';

interface TurnstileOptions {
  sitekey: string;
  callback: (token: string) => void;
  'expired-callback'?: () => void;
  'error-callback'?: () => void;
  language?: string;
  theme?: 'auto' | 'light' | 'dark';
}
interface TurnstileApi {
  render(element: HTMLElement, options: TurnstileOptions): string;
  reset(widgetId?: string): void;
  remove(widgetId: string): void;
}
declare global {
  interface Window {
    turnstile?: TurnstileApi;
  }
}

/** Cloudflare Turnstile, loaded on demand in explicit-render mode. */
export const TURNSTILE_SCRIPT_URL = 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit';

let scriptPromise: Promise<TurnstileApi> | null = null;

function loadTurnstile(): Promise<TurnstileApi> {
  if (window.turnstile) return Promise.resolve(window.turnstile);
  scriptPromise ??= new Promise<TurnstileApi>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = TURNSTILE_SCRIPT_URL;
    script.async = true;
    script.onload = () => (window.turnstile ? resolve(window.turnstile) : reject(new Error('Turnstile did not initialise')));
    script.onerror = () => {
      scriptPromise = null;
      script.remove();
      reject(new Error('Turnstile could not be loaded'));
    };
    document.head.appendChild(script);
  });
  return scriptPromise;
}

interface TurnstileWidgetProps {
  siteKey: string;
  /** The widget's token once the check passed; null when it expired, failed or was reset. */
  onToken: (token: string | null) => void;
  /** Increment to reset the widget (a token is single-use: after a failed login a new one is needed). */
  resetKey: number;
}

export function TurnstileWidget({ siteKey, onToken, resetKey }: TurnstileWidgetProps) {
  const { i18n } = useLingui();
  const container = useRef<HTMLDivElement>(null);
  const widgetId = useRef<string | null>(null);
  const onTokenRef = useRef(onToken);
  const [failed, setFailed] = useState(false);
  const locale = i18n.locale;

  useEffect(() => {
    onTokenRef.current = onToken;
  }, [onToken]);

  useEffect(() => {
    let cancelled = false;
    loadTurnstile().then(
      (turnstile) => {
        if (cancelled || !container.current) return;
        widgetId.current = turnstile.render(container.current, {
          sitekey: siteKey,
          callback: (token) => onTokenRef.current(token),
          'expired-callback': () => onTokenRef.current(null),
          'error-callback': () => onTokenRef.current(null),
          language: locale,
          theme: 'auto',
        });
      },
      () => {
        if (!cancelled) setFailed(true);
      },
    );
    return () => {
      cancelled = true;
      if (widgetId.current) window.turnstile?.remove(widgetId.current);
      widgetId.current = null;
    };
  }, [siteKey, locale]);

  useEffect(() => {
    if (resetKey > 0 && widgetId.current) {
      window.turnstile?.reset(widgetId.current);
      onTokenRef.current(null);
    }
  }, [resetKey]);

  return (
    <div className="grid gap-1">
      <div ref={container} className="min-h-[65px]" data-testid="turnstile" />
      {failed && (
        <p role="alert" className="text-sm text-destructive">
          <Trans>Die Bot-Prüfung konnte nicht geladen werden. Bitte laden Sie die Seite neu.</Trans>
        </p>
      )}
    </div>
  );
}

interface BotCheckProps {
  /** True while the site key (public base data) is loading. */
  loading: boolean;
  /** Null: the bot check is not configured (local development); it counts as passed and a small note says so. */
  siteKey: string | null;
  onToken: (token: string | null) => void;
  resetKey: number;
}

/** The bot check as forms show it: loading note, the Turnstile widget, or "not configured". */
export function BotCheck({ loading, siteKey, onToken, resetKey }: BotCheckProps) {
  // The widget's height from the start: the note while loading gives way to it without moving what follows.
  return (
    <div aria-live="polite" className="min-h-[65px]">
      {loading ? (
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <Spinner size="md" />
          <Trans>Bot-Prüfung wird geladen …</Trans>
        </p>
      ) : siteKey ? (
        <TurnstileWidget siteKey={siteKey} onToken={onToken} resetKey={resetKey} />
      ) : (
        <p className="text-sm text-muted-foreground" data-testid="bot-check-not-configured">
          <Trans>Bot-Prüfung nicht konfiguriert</Trans>
        </p>
      )}
    </div>
  );
}
