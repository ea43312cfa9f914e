import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { DownloadProgress } from '@/lib/download-file';
import { errorMessage } from '@/lib/error-messages';
import { formatFileSize, swissLocale } from '@/lib/format';
import { toast } from '@/lib/toast';

/**
 * One download at a time among several buttons (`K` names each, e.g. `xlsx`): which one runs, a refused one as a
 * toast, and the live status line ("Workshops als Excel wird geladen: 40 %", the bytes when the size is unknown).
 */
export function useFileDownload<K extends string>() {
  const { t, i18n } = useLingui();
  const [running, setRunning] = useState<K | null>(null);
  const [progress, setProgress] = useState<DownloadProgress | null>(null);

  const start = async (key: K, download: (onProgress: (progress: DownloadProgress) => void) => Promise<unknown>) => {
    setRunning(key);
    setProgress(null);
    try {
      await download(setProgress);
    } catch (error) {
      toast.error(i18n._(errorMessage(error)));
    } finally {
      setRunning(null);
      setProgress(null);
    }
  };

  /** What the status line says while `running` downloads, given the file's accessible name. */
  const status = (nameOf: (key: K) => string) => {
    if (!running) return '';
    const name = nameOf(running);
    if (!progress) return t`${name} wird vorbereitet …`;
    const received = progress.total
      ? new Intl.NumberFormat(swissLocale(i18n.locale), { style: 'percent' }).format(progress.received / progress.total)
      : formatFileSize(progress.received, i18n.locale);
    return t`${name} wird geladen: ${received}`;
  };

  return { running, start, status };
}
