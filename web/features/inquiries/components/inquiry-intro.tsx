import { Trans, useLingui } from '@lingui/react/macro';
import { useInquirySent } from '../sent-store';

/**
 * The heading and intro of `/`. They are part of the entry and prerendered into the page's HTML in each language
 * (docs/decisions/053-light-public-pages.md): a phone paints them before any JavaScript has run.
 */
export function InquiryIntro() {
  const { t } = useLingui();
  if (useInquirySent()) return null;
  return (
    <div className="grid gap-2">
      <h1 className="text-3xl font-semibold tracking-tight">{t`Workshop anfragen`}</h1>
      <p className="text-lg text-muted-foreground">
        <Trans>
          Schulen und Institutionen können bei uns Workshops zu Menschenrechten anfragen. Wählen Sie die Workshops und Ihre
          Wunschtermine – wir melden uns innerhalb von 10 Tagen.
        </Trans>
      </p>
    </div>
  );
}
