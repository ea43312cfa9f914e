import { useLingui } from '@lingui/react/macro';
import type { PublicOrganisation } from '@/lib/contract';

/** Grey bars of text height while the organisation's details load on a first visit (nothing moves when they come). */
export function Placeholder({ lines }: { lines: number }) {
  return (
    <span aria-hidden="true" className="grid gap-1">
      {Array.from({ length: lines }, (_, index) => (
        <span key={index} className="block h-5 w-40 max-w-full rounded bg-muted" />
      ))}
    </span>
  );
}

/** The organisation's name as the home link's text; while it loads, a bar of its size and "Home" for screen readers. */
export function OrganisationName({ organisation }: { organisation: PublicOrganisation | undefined }) {
  const { t } = useLingui();
  if (organisation) return organisation.name;
  return (
    <>
      <span aria-hidden="true" className="inline-block h-5 w-56 max-w-[60vw] rounded bg-muted align-middle" />
      <span className="sr-only">{t`Startseite`}</span>
    </>
  );
}
