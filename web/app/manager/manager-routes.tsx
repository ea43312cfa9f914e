import type { ReactNode } from 'react';
import { Route, Switch } from 'wouter';
import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth';
import type { Role } from '@/lib/contract';
import { lazyPage } from '@/lib/lazy';
import { menuEntries } from './menu';

const DashboardPage = lazyPage(() => import('@/features/dashboard/pages/dashboard-page'));
const ProfilePage = lazyPage(() => import('@/features/users/pages/profile-page'));
const ChangePasswordPage = lazyPage(() => import('@/features/users/pages/change-password-page'));
const SettingsPage = lazyPage(() => import('@/features/users/pages/settings-page'));
const UnderConstructionPage = lazyPage(() => import('../pages/under-construction-page'));
const ForbiddenPage = lazyPage(() => import('../pages/forbidden-page'));
const NotFoundPage = lazyPage(() => import('../pages/not-found-page'));

/** The server enforces permissions; the UI also keeps roles out of screens their menu does not offer. */
function ForRoles({ roles, children }: { roles: readonly Role[]; children: ReactNode }) {
  const role = useAuth((state) => state.role);
  return role && roles.includes(role) ? children : <ForbiddenPage />;
}

const dedicated = new Set(['dashboard', 'profile']);
const placeholders = menuEntries.filter((entry) => !dedicated.has(entry.id));

/** Routes inside /manager. Screens of later issues show the "being built" placeholder with their title. */
export function ManagerRoutes() {
  return (
    <Switch>
      <Route path={paths.manager.dashboard.path}>
        <DashboardPage />
      </Route>
      <Route path={paths.manager.profile.path}>
        <ProfilePage />
      </Route>
      <Route path={paths.manager.changePassword.path}>
        <ChangePasswordPage />
      </Route>
      <Route path={paths.manager.settings.path}>
        <SettingsPage />
      </Route>
      {placeholders.map((entry) => (
        <Route key={entry.id} path={entry.href}>
          <ForRoles roles={entry.roles}>
            <UnderConstructionPage title={entry.label} />
          </ForRoles>
        </Route>
      ))}
      <Route>
        <NotFoundPage homeHref={paths.manager.dashboard.href()} />
      </Route>
    </Switch>
  );
}
