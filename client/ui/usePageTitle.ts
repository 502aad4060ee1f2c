import { useEffect } from 'react';

const APP_NAME = 'Conquest';

/** Sets the tab's title to "{page} · Conquest" (or just the app name) while the page shows. */
export function usePageTitle(page?: string): void {
  useEffect(() => {
    document.title = page ? `${page} · ${APP_NAME}` : APP_NAME;
  }, [page]);
}
