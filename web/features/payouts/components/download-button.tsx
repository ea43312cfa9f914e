import { useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import { Button, type ButtonProps } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { downloadFile } from '@/lib/download-file';
import { errorMessage } from '@/lib/error-messages';
import { toast } from '@/lib/toast';

/** A button that downloads an authenticated file; a failure shows as a toast. */
export function DownloadButton({
  path,
  fallbackName,
  children,
  ...props
}: { path: string; fallbackName: string; children: ReactNode } & Omit<ButtonProps, 'onClick'>) {
  const { i18n } = useLingui();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadFile(path, fallbackName);
    } catch (error) {
      toast.error(i18n._(errorMessage(error)));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="outline" size="sm" disabled={busy} onClick={() => void download()} {...props}>
      {busy && <Spinner />}
      {children}
    </Button>
  );
}
