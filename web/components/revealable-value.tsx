import { useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { toApiError } from '@/lib/api';
import { errorMessage } from '@/lib/error-messages';
import { toast } from '@/lib/toast';

type Clear = string | number | null;

interface RevealableValueProps {
  /** The masked value from the API; null when nothing is stored (then nothing shows). */
  masked: string | null;
  /** What the value is (names the button for assistive technology). */
  label: string;
  /** Asks the server for the clear value; every call is audited there. */
  reveal: () => Promise<Clear>;
  format?: (clear: Clear) => ReactNode;
  className?: string;
}

/** A sensitive value (AHV number, IBAN, salary) shown masked until the person asks to see it. */
export function RevealableValue({ masked, label, reveal, format = (clear) => clear, className }: RevealableValueProps) {
  const { t, i18n } = useLingui();
  const [clear, setClear] = useState<{ value: Clear } | null>(null);
  const [busy, setBusy] = useState(false);
  if (masked === null) return null;

  const toggle = async () => {
    if (clear) return setClear(null);
    setBusy(true);
    try {
      setClear({ value: await reveal() });
    } catch (error) {
      toast.error(i18n._(errorMessage(toApiError(error))));
    } finally {
      setBusy(false);
    }
  };

  return (
    <span className="inline-flex flex-wrap items-baseline gap-x-3 gap-y-1">
      <span className={className}>{clear ? format(clear.value) : masked}</span>
      <Button
        type="button"
        variant="link"
        onClick={toggle}
        disabled={busy}
        aria-busy={busy || undefined}
        aria-label={clear ? t`${label} verbergen` : t`${label} anzeigen`}
      >
        {clear ? t`Verbergen` : t`Anzeigen`}
      </Button>
    </span>
  );
}
