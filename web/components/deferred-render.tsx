import { useEffect, useState, type ReactNode } from 'react';

/**
 * Renders its children one task after it mounts, so a long page's first render is split into several short tasks:
 * the browser paints the top of the page and stays responsive to input in between (phones, Lighthouse's TBT).
 * Use it for content below the fold only: until then `placeholder` (nothing by default) takes its place.
 */
export function DeferredRender({ children, placeholder = null }: { children: ReactNode; placeholder?: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), 0);
    return () => clearTimeout(timer);
  }, []);
  return ready ? children : placeholder;
}
