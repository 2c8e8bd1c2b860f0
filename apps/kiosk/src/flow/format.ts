/** '2026-11-23' → '23/11/2026': how both Vietnamese and English patients at a Vietnamese clinic read a date. */
export function formatDay(date: string): string {
  const [year, month, day] = date.split('-');
  return year && month && day ? `${day}/${month}/${year}` : date;
}

/** The clock of the start screen, in the clinic's time zone (the tablet's own zone may be wrong). */
export function clockParts(now: Date, lang: string, timeZone?: string): { time: string; date: string } {
  const locale = lang === 'vi' ? 'vi-VN' : 'en-GB';
  const zone = timeZone ? { timeZone } : {};
  return {
    time: new Intl.DateTimeFormat('en-GB', {
      hour: '2-digit',
      minute: '2-digit',
      hour12: false,
      ...zone,
    }).format(now),
    date: new Intl.DateTimeFormat(locale, {
      weekday: 'long',
      day: 'numeric',
      month: 'numeric',
      ...zone,
    }).format(now),
  };
}
