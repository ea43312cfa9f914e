import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Button, type ButtonProps } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';

interface FormDialogFooterProps {
  submitting: boolean;
  onCancel: () => void;
  /** «Speichern» when not given. */
  submitLabel?: ReactNode;
  submitVariant?: ButtonProps['variant'];
  className?: string;
}

/** A form dialog's buttons: cancel, and the form's submit with a spinner while it is being sent (both then disabled). */
export function FormDialogFooter({ submitting, onCancel, submitLabel, submitVariant, className }: FormDialogFooterProps) {
  return (
    <DialogFooter className={className}>
      <Button variant="outline" onClick={onCancel} disabled={submitting}>
        <Trans>Abbrechen</Trans>
      </Button>
      <Button type="submit" variant={submitVariant} disabled={submitting} aria-busy={submitting || undefined}>
        {submitting && <Spinner size="md" />}
        {submitLabel ?? <Trans>Speichern</Trans>}
      </Button>
    </DialogFooter>
  );
}
