import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { LanguageSwitcher } from '@/components/language-switcher';
import { paths } from '@/config/paths';
import { phoneHref, usePublicOrganisation } from '@/features/master-data/api/organisation-public';
import type { PublicOrganisation } from '@/lib/contract';
import { ExternalLink } from './external-link';
import { OrganisationName, Placeholder } from './organisation-name';
import { SkipLink } from './skip-link';

/** The organisation's links that are set, in this order. */
function OrganisationLinks({ organisation }: { organisation: PublicOrganisation | undefined }) {
  const { t } = useLingui();
  if (!organisation) {
    // Bars of a link's size until the details come (the header keeps its height on a phone).
    return ['website', 'instagram', 'facebook'].map((key) => (
      <li key={key} aria-hidden="true">
        <span className="inline-block h-5 w-16 rounded bg-muted align-middle" />
      </li>
    ));
  }
  const links = [
    { href: organisation.website_url, label: t`Website` },
    { href: organisation.instagram_url, label: 'Instagram' },
    { href: organisation.facebook_url, label: 'Facebook' },
    { href: organisation.linkedin_url, label: 'LinkedIn' },
  ].filter((link): link is { href: string; label: string } => Boolean(link.href));
  return links.map((link) => (
    <li key={link.label}>
      <ExternalLink href={link.href}>{link.label}</ExternalLink>
    </li>
  ));
}

/**
 * Public area: header and footer with the organisation's external links, address and contact details
 * (GET /api/organisation; the last loaded details show at once, placeholders of the same size on a first visit).
 */
export function PublicLayout({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  const { data: organisation } = usePublicOrganisation();
  return (
    <div className="flex min-h-svh flex-col">
      <SkipLink />
      {/* The organisation's links on a line of their own, starting at the left: when they replace their placeholders
          on a first visit, nothing else in the header moves (no layout shift). */}
      <header className="border-b bg-card">
        <div className="mx-auto grid max-w-5xl gap-y-2 px-4 py-3">
          <div className="flex flex-wrap items-center justify-between gap-x-6 gap-y-2">
            <Link href={paths.home.href()} className="text-lg font-semibold tracking-tight" data-organisation-name="">
              <OrganisationName organisation={organisation} />
            </Link>
            <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
              <LanguageSwitcher />
              <Link href={paths.login.href()} className="text-sm font-medium text-primary hover:underline">
                <Trans>Anmelden</Trans>
              </Link>
            </div>
          </div>
          <nav aria-label={t`Organisation`}>
            <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
              <OrganisationLinks organisation={organisation} />
            </ul>
          </nav>
        </div>
      </header>

      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-5xl flex-1 px-4 py-8 outline-none">
        {children}
      </main>

      <footer className="border-t bg-muted/60 text-sm" data-testid="public-footer">
        <div className="mx-auto grid max-w-5xl gap-6 px-4 py-8 sm:grid-cols-3">
          <div>
            <h2 className="mb-2 font-semibold">
              <Trans>Adresse</Trans>
            </h2>
            <address className="not-italic">
              {organisation ? (
                <>
                  {organisation.name}
                  <br />
                  {organisation.street}
                  <br />
                  {organisation.postcode} {organisation.city}
                </>
              ) : (
                <Placeholder lines={3} />
              )}
            </address>
          </div>
          <div>
            <h2 className="mb-2 font-semibold">
              <Trans>Kontakt</Trans>
            </h2>
            {organisation ? (
              <ul className="grid gap-1">
                <li>
                  <span className="text-muted-foreground">
                    <Trans>Telefon</Trans>:
                  </span>{' '}
                  <a href={phoneHref(organisation.phone)} className="hover:underline">
                    {organisation.phone}
                  </a>
                </li>
                <li>
                  <span className="text-muted-foreground">
                    <Trans>E-Mail</Trans>:
                  </span>{' '}
                  <a href={`mailto:${organisation.email}`} className="hover:underline">
                    {organisation.email}
                  </a>
                </li>
              </ul>
            ) : (
              <Placeholder lines={2} />
            )}
          </div>
          <div>
            <h2 className="mb-2 font-semibold">
              <Trans>Folgen Sie uns</Trans>
            </h2>
            {organisation ? (
              <ul className="grid gap-1">
                <OrganisationLinks organisation={organisation} />
              </ul>
            ) : (
              <Placeholder lines={3} />
            )}
          </div>
        </div>
      </footer>
    </div>
  );
}
