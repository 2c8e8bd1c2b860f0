import type { Language } from '@clinic/domain';
import enApp from './locales/en/app';
import viApp from './locales/vi/app';

const templates: Record<Language, string> = { vi: viApp.display.callPhrase, en: enApp.display.callPhrase };

/**
 * How a room is said inside the sentence: in Vietnamese mid-sentence ('Phòng khám 3' → 'phòng khám 3'); in English
 * a Vietnamese room word becomes 'room' ('Phòng 3', 'Phòng khám 3' → 'room 3'), other names stay as they are.
 */
function spokenRoom(room: string, lang: Language): string {
  const name = room.trim();
  if (lang === 'en') return name.replace(/^phòng(\s+khám)?\s+/iu, 'room ');
  return /^Phòng\b/u.test(name) ? `p${name.slice(1)}` : name;
}

/**
 * The sentence the waiting-room display speaks for a call: 'Mời số 12 vào phòng khám 3' /
 * 'Number 12, please go to room 3'. The API builds it from a call id, so a display never sends free text.
 */
export function callPhrase(lang: Language, orderNumber: number, room: string): string {
  return templates[lang]
    .replace('{{number}}', String(orderNumber))
    .replace('{{room}}', spokenRoom(room, lang));
}
