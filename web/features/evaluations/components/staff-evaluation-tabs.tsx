import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Link, useLocation } from 'wouter';
import { paths } from '@/config/paths';
import { cn } from '@/lib/utils';

const views = [
  { href: paths.manager.evaluationsByCoach.path, label: msg`Nach Coach` },
  { href: paths.manager.evaluationsByAudience.path, label: msg`Nach Publikum` },
  { href: paths.manager.evaluationsToValidate.path, label: msg`Zu validieren` },
] as const;

/** The staff's evaluation views as tabs (links, so each can be shared), under the page header. */
export function StaffEvaluationTabs() {
  const { t, i18n } = useLingui();
  const [location] = useLocation();
  return (
    <nav aria-label={t`Evaluationen`} className="mb-6 overflow-x-auto border-b">
      <ul className="flex min-w-max gap-1">
        {views.map((view) => (
          <li key={view.href}>
            <Link
              href={view.href}
              aria-current={location === view.href ? 'page' : undefined}
              className={cn(
                '-mb-px inline-block border-b-2 px-3 py-2 text-sm font-medium hover:text-foreground',
                location === view.href ? 'border-primary text-foreground' : 'border-transparent text-muted-foreground',
              )}
            >
              {i18n._(view.label)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
