import type { Http } from '../http';

// /schedules (screen 9) and POST /clinic-appointments/get-schedule-slots. Filled in by issue F's screens.

export function schedulesEndpoints(_http: Http) {
  return {};
}
export type SchedulesEndpoints = ReturnType<typeof schedulesEndpoints>;
