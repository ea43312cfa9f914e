import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { LanguageSwitcher } from '@/components/language-switcher';
import { paths } from '@/config/paths';
import { usePublicOrganisation } from '@/features/master-data/api/organisation-public';
import { OrganisationName } from './organisation-name';
import { SkipLink } from './skip-link';

/** Sign-in screens: a narrow centred column. */
export function LoginLayout({ children }: { children: ReactNode }) {
  const { data: organisation } = usePublicOrganisation();
  return (
    <div className="flex min-h-svh flex-col bg-muted/50">
      <SkipLink />
      <header className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-3">
        {/* The worker writes the organisation's name into the prerendered link (worker/features/page-documents). */}
        <Link href={paths.home.href()} className="font-semibold tracking-tight" data-organisation-name="">
          <OrganisationName organisation={organisation} />
        </Link>
        <LanguageSwitcher />
      </header>
      <main id="main" tabIndex={-1} className="flex flex-1 items-start justify-center px-4 py-8 outline-none sm:items-center">
        <div className="w-full max-w-md">{children}</div>
      </main>
    </div>
  );
}
