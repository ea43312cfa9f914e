import { lazy, Suspense, useState } from 'react';
import { useToasts } from '@/lib/toast';

const Toaster = lazy(() => import('./toaster').then((module) => ({ default: module.Toaster })));

/**
 * The snackbars' machinery (Radix Toast) loads with the first snackbar, not with every page: the public pages rarely
 * show one. Once loaded it stays mounted.
 */
export function LazyToaster() {
  const hasToasts = useToasts().length > 0;
  const [needed, setNeeded] = useState(false);
  if (hasToasts && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
