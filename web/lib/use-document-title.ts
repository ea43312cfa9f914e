import { useEffect } from 'react';

export const APP_NAME = 'Workshop Admin';

/** Sets the browser tab title to "<title> · Workshop Admin". */
export function useDocumentTitle(title?: string): void {
  useEffect(() => {
    document.title = title ? `${title} · ${APP_NAME}` : APP_NAME;
  }, [title]);
}
