import { lazy, Suspense, useState } from 'react';
import type { ConfirmDialogProps } from './confirm-dialog-content';

const ConfirmDialogContent = lazy(() => import('./confirm-dialog-content'));

/**
 * A labelled confirmation dialog (Radix: focus is trapped inside and returns to the opening button). Radix Dialog
 * loads when it first opens, so a page that only may ask (the public form's "discard input") does not carry it; once
 * opened it stays mounted and behaves as Radix does (closing animation, focus return).
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const [used, setUsed] = useState(props.open);
  if (props.open && !used) setUsed(true);
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialogContent {...props} />
    </Suspense>
  );
}
