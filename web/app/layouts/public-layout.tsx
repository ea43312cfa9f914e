import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { LanguageSwitcher } from '@/components/language-switcher';
import { organisation } from '@/config/organisation';
import { paths } from '@/config/paths';
import { ExternalLink } from './external-link';
import { SkipLink } from './skip-link';

/** Public area: header and footer with the organisation's external links, address and contact details. */
export function PublicLayout({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  const links = organisation.links;
  return (
    <div className="flex min-h-svh flex-col">
      <SkipLink />
      <header className="border-b bg-card">
        <div className="mx-auto flex max-w-5xl flex-wrap items-center justify-between gap-x-6 gap-y-2 px-4 py-3">
          <Link href={paths.home.href()} className="text-lg font-semibold tracking-tight">
            {organisation.name}
          </Link>
          <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
            <nav aria-label={t`Organisation`}>
              <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
                <li>
                  <ExternalLink href={links.website}>
                    <Trans>Website</Trans>
                  </ExternalLink>
                </li>
                <li>
                  <ExternalLink href={links.instagram}>Instagram</ExternalLink>
                </li>
                <li>
                  <ExternalLink href={links.facebook}>Facebook</ExternalLink>
                </li>
              </ul>
            </nav>
            <LanguageSwitcher />
            <Link href={paths.login.href()} className="text-sm font-medium text-primary hover:underline">
              <Trans>Anmelden</Trans>
            </Link>
          </div>
        </div>
      </header>

      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-5xl flex-1 px-4 py-8 outline-none">
        {children}
      </main>

      <footer className="border-t bg-muted/60 text-sm">
        <div className="mx-auto grid max-w-5xl gap-6 px-4 py-8 sm:grid-cols-3">
          <div>
            <h2 className="mb-2 font-semibold">
              <Trans>Adresse</Trans>
            </h2>
            <address className="not-italic">
              {organisation.name}
              <br />
              {organisation.street}
              <br />
              {organisation.postcode} {organisation.city}
            </address>
          </div>
          <div>
            <h2 className="mb-2 font-semibold">
              <Trans>Kontakt</Trans>
            </h2>
            <ul className="grid gap-1">
              <li>
                <span className="text-muted-foreground">
                  <Trans>Telefon</Trans>:
                </span>{' '}
                <a href={organisation.phoneHref} className="hover:underline">
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
          </div>
          <div>
            <h2 className="mb-2 font-semibold">
              <Trans>Folgen Sie uns</Trans>
            </h2>
            <ul className="grid gap-1">
              <li>
                <ExternalLink href={links.website}>
                  <Trans>Website</Trans>
                </ExternalLink>
              </li>
              <li>
                <ExternalLink href={links.instagram}>Instagram</ExternalLink>
              </li>
              <li>
                <ExternalLink href={links.facebook}>Facebook</ExternalLink>
              </li>
            </ul>
          </div>
        </div>
      </footer>
    </div>
  );
}
