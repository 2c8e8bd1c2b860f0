import { useEffect } from 'react';

/** Keeps document.title in step with the screen (and its language). */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title;
  }, [title]);
}
