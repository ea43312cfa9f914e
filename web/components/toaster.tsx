import { useLingui } from '@lingui/react/macro';
import { Toast, ToastClose, ToastDescription, ToastProvider, ToastViewport } from '@/components/ui/toast';
import { dismissToast, TOAST_DURATION_MS, useToasts } from '@/lib/toast';

/** Renders the snackbars of lib/toast: top right, success/error/info, closable, auto-hide after 4000 ms. */
export function Toaster() {
  const { t } = useLingui();
  const toasts = useToasts();
  return (
    <ToastProvider duration={TOAST_DURATION_MS} swipeDirection="right" label={t`Benachrichtigung`}>
      {toasts.map((item) => (
        <Toast
          key={item.id}
          severity={item.severity}
          type={item.severity === 'error' ? 'foreground' : 'background'}
          onOpenChange={(open) => {
            if (!open) dismissToast(item.id);
          }}
        >
          <ToastDescription>{item.message}</ToastDescription>
          <ToastClose label={t`Schliessen`} />
        </Toast>
      ))}
      {/* Radix replaces {hotkey}; kept outside the message so Lingui does not read it as a placeholder. */}
      <ToastViewport label={`${t`Benachrichtigungen`} ({hotkey})`} />
    </ToastProvider>
  );
}
