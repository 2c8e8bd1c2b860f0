import { KIOSK_IDLE_SECONDS } from '@clinic/domain';
import { useAppUpdate } from '@clinic/pwa';
import { useIdle } from './useIdle';

/**
 * A kiosk has nobody to press the staff app's 'update' OK: a waiting new version is applied by itself once
 * the kiosk sits idle (`quiet`: start, pairing or offline screen, no touch for 30 s), never mid check-in.
 */
export function useIdleUpdate(quiet: boolean): void {
  const { needRefresh, accept } = useAppUpdate();
  useIdle(quiet && needRefresh, KIOSK_IDLE_SECONDS, () => void accept());
}
