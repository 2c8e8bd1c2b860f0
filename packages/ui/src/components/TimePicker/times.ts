// Times of day as 'HH:mm' strings (24-hour), the way the API and the forms carry them.

export const toMinutes = (time: string) => {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return hours * 60 + minutes;
};

const fromMinutes = (total: number) =>
  `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;

/** '8' → '08:00', '830' → '08:30', '0830' → '08:30', '8:5' → '08:05', '8h30' → '08:30'; null when not a time. */
export function parseTime(text: string): string | null {
  const value = text.trim().toLowerCase().replace(/[h.]/g, ':');
  const match = /^(\d{1,2})(?::(\d{1,2})?)?$/.exec(value) ?? /^(\d{1,2})(\d{2})$/.exec(value);
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2] ?? 0);
  if (hours > 23 || minutes > 59) return null;
  return fromMinutes(hours * 60 + minutes);
}

/** Every `step` minutes from `min` to `max` inclusive. */
export function timeSlots(step: number, min = '00:00', max = '23:59'): string[] {
  const slots: string[] = [];
  for (let minute = toMinutes(min); minute <= toMinutes(max); minute += Math.max(1, step)) {
    slots.push(fromMinutes(minute));
  }
  return slots;
}

/** Puts the colon in after two digits while typing forward: '08' → '08:'. */
export function maskTimeInput(raw: string, previous: string): string {
  const cleaned = raw.replace(/[^\d:hH.]/g, '').slice(0, 5);
  const forward = raw.length > previous.length;
  return forward && /^\d{2}$/.test(cleaned) ? `${cleaned}:` : cleaned;
}
