import { RealtimeEvent, ScreenId } from '@clinic/domain';
import { api, realtime } from '../../app/session';
import type { SchedulesClient } from './client';

// The screen's client over the staff app's one API client (kept apart from client.ts so tests need no session).

const call = { screenId: ScreenId.DoctorSchedules };

export const apiSchedulesClient: SchedulesClient = {
  search: (body) => api.schedules.search(body, call),
  get: (id) => api.schedules.get(id, call),
  create: (body) => api.schedules.create(body, call),
  update: (id, body) => api.schedules.update(id, body, call),
  remove: (id, body) => api.schedules.remove(id, body, call),
  appointments: (id, query) => api.schedules.appointments(id, query, call),
  onChange: (listener) => realtime.on(RealtimeEvent.ScheduleChange, () => listener()),
};
