import './class-merge';
import './manager.css';
import { useCurrentUserSync } from '@/features/auth';
import { ManagerLayout } from '../layouts/manager-layout';
import { ManagerRoutes } from './manager-routes';

/** The whole back office (layout, drawer, dialogs, routes) is one lazy chunk: the public pages never load it. */
export default function ManagerShell() {
  useCurrentUserSync();
  return (
    <ManagerLayout>
      <ManagerRoutes />
    </ManagerLayout>
  );
}
