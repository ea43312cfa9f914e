import { Trans, useLingui } from '@lingui/react/macro';
import type { RefObject } from 'react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { paths } from '@/config/paths';
import type { InquiryFormdata } from '@/lib/contract';
import { formatIsoDateWith } from '@/lib/format';

interface TermsDialogProps {
  terms: NonNullable<InquiryFormdata['general_terms']>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Gets the focus back when the dialog closes (the dialog is opened without a Radix trigger). */
  returnFocusTo: RefObject<HTMLElement | null>;
}

/** The general terms in a dialog; its own chunk, loaded when the school first opens it. */
export default function TermsDialog({ terms, open, onOpenChange, returnFocusTo }: TermsDialogProps) {
  const { t, i18n } = useLingui();
  const version = terms.version;
  const validFrom = formatIsoDateWith(terms.valid_from, i18n.locale, { day: 'numeric', month: 'long', year: 'numeric' });
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        closeLabel={t`Schliessen`}
        className="max-w-2xl"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>
            <Trans>Allgemeine Geschäftsbedingungen</Trans>
          </DialogTitle>
          <DialogDescription>
            <Trans>
              Version {version}, gültig ab {validFrom}
            </Trans>
          </DialogDescription>
        </DialogHeader>
        <div className="text-sm leading-relaxed whitespace-pre-line" data-testid="general-terms-text">
          {terms.text}
        </div>
        <DialogFooter className="items-center sm:justify-between">
          <Link href={paths.generalTerms.href()} className="text-sm text-primary hover:underline">
            <Trans>AGB als eigene Seite öffnen</Trans>
          </Link>
          <DialogClose asChild>
            <Button>
              <Trans>Schliessen</Trans>
            </Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
