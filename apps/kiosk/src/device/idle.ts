import { type IdleCondition, TOUCH_EVENTS } from '@clinic/device';
import { KIOSK_IDLE_SECONDS } from '@clinic/domain';

/** The kiosk is idle when nobody has touched it for KIOSK_IDLE_SECONDS: a patient may be reading the screen. */
export const touchIdle: IdleCondition = { seconds: KIOSK_IDLE_SECONDS, activity: TOUCH_EVENTS };
