import './class-merge';
import './manager.css';
import { useCurrentUserSync } from '@/features/auth/api/current-user';
import { ManagerLayout } from '../layouts/manager-layout';
import { ManagerRoutes } from './manager-routes';
import { SwrProvider } from './swr';

/** The whole back office (layout, drawer, dialogs, routes) is one lazy chunk: the public pages never load it. */
export default function ManagerShell() {
  return (
    <SwrProvider>
      <ManagerUserSync />
      <ManagerLayout>
        <ManagerRoutes />
      </ManagerLayout>
    </SwrProvider>
  );
}

function ManagerUserSync() {
  useCurrentUserSync();
  return null;
}
