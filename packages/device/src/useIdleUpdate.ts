import { useAppUpdate } from '@clinic/pwa';
import { type IdleOptions, useIdle } from './useIdle';

/** When a device counts as idle enough to reload: how long, and which events break the quiet. */
export interface IdleCondition {
  seconds: number;
  activity: NonNullable<IdleOptions['activity']>;
}

/**
 * Nobody answers an 'update?' prompt on a kiosk or a wall-mounted TV: a waiting new version is applied by itself
 * once the device has been `quiet` (the app says what that means: the kiosk's start screen, the display between
 * calls) for the condition's seconds without any of its activity events — never in the middle of a check-in or a
 * call. The kiosk counts touches (TOUCH_EVENTS); the display, touched by nobody, only its quiet.
 */
export function useIdleUpdate(quiet: boolean, condition: IdleCondition): void {
  const { needRefresh, accept } = useAppUpdate();
  useIdle(quiet && needRefresh, condition.seconds, () => void accept(), { activity: condition.activity });
}
