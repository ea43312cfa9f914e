import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { GlobeIcon, LogoutIcon } from '@/components/ui/icons';
import { useUser } from '@/features/auth';
import { languageNames, normalizeLanguage } from '@/lib/language';
import { cn } from '@/lib/utils';
import { activeEntryId, menuFor } from './menu';
import { pendingRequestsLabel, usePendingCoachRequests } from './pending-requests';
import { EmailAddress } from '@/components/email-address';

interface DrawerContentProps {
  /** Called after a menu link is followed (closes the mobile drawer). */
  onNavigate?: () => void;
  onOpenLanguage: () => void;
  onLogout: () => void;
  /** Renders the user's name as the sheet's dialog title on mobile. */
  renderName?: (name: string) => ReactNode;
}

/** The drawer: user's full name and email, the role's menu entries, language picker and logout. */
export function DrawerContent({ onNavigate, onOpenLanguage, onLogout, renderName }: DrawerContentProps) {
  const { t, i18n } = useLingui();
  const user = useUser();
  const [location] = useLocation();
  // While a temporary password must be replaced, nothing else is reachable: no menu entries.
  // The same while the organisation requires two-factor sign-in that is not set up yet.
  const mustChangePassword = user?.state === 'change-password' || user?.two_factor_setup_required === true;
  const entries = mustChangePassword ? [] : menuFor(user?.role);
  const active = activeEntryId(entries, location);
  const pending = usePendingCoachRequests();
  const pendingLabel = pendingRequestsLabel(i18n, pending);
  const languageName = languageNames[normalizeLanguage(i18n.locale)];
  const fullName = user ? `${user.firstname} ${user.lastname}`.trim() : '';

  return (
    <div className="flex h-full flex-col">
      <div className="border-b px-4 py-4 pr-12">
        {renderName ? renderName(fullName) : <p className="font-semibold">{fullName}</p>}
        <p className="text-sm text-muted-foreground">{user && <EmailAddress email={user.email} />}</p>
      </div>

      <nav aria-label={t`Hauptmenü`} className="flex-1 overflow-y-auto p-2">
        <ul className="grid gap-0.5">
          {entries.map((entry) => {
            const label = i18n._(entry.label);
            const isActive = entry.id === active;
            const showBadge = entry.badge === 'pendingCoachRequests' && pending > 0;
            return (
              <li key={entry.id}>
                <Link
                  href={entry.href}
                  aria-current={isActive ? 'page' : undefined}
                  data-menu-entry={entry.id}
                  onClick={onNavigate}
                  className={cn(
                    'flex items-center justify-between gap-2 rounded-md px-3 py-2 text-sm font-medium transition-colors hover:bg-accent hover:text-accent-foreground',
                    isActive && 'bg-accent text-accent-foreground',
                  )}
                >
                  <span>{label}</span>
                  {showBadge && (
                    // The name is the text: "Coach-Anfragen" and the badge's "2 offene Anfragen" (label in name).
                    <Badge title={pendingLabel} data-testid="pending-badge">
                      <span aria-hidden="true">{pending}</span>
                      <span className="sr-only">{pendingLabel}</span>
                    </Badge>
                  )}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>

      <div className="grid gap-1 border-t p-2">
        <Button variant="ghost" className="justify-start" onClick={onOpenLanguage}>
          <GlobeIcon />
          <span>
            <Trans>Sprache: {languageName}</Trans>
          </span>
        </Button>
        <Button variant="ghost" className="justify-start" onClick={onLogout}>
          <LogoutIcon />
          <Trans>Abmelden</Trans>
        </Button>
      </div>
    </div>
  );
}
