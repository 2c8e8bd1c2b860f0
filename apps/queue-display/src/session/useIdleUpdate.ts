import { useAppUpdate } from '@clinic/pwa';
import { useEffect } from 'react';

/** Quiet this long (no call being announced) before a waiting new version reloads the page. */
export const IDLE_UPDATE_MS = 30_000;

/**
 * Nobody answers prompts on a wall-mounted TV: a waiting new version is applied by itself at a quiet moment,
 * never in the middle of a call.
 */
export function useIdleUpdate(quiet: boolean): void {
  const { needRefresh, accept } = useAppUpdate();
  useEffect(() => {
    if (!needRefresh || !quiet) return;
    const timer = setTimeout(() => void accept(), IDLE_UPDATE_MS);
    return () => clearTimeout(timer);
  }, [needRefresh, quiet, accept]);
}
