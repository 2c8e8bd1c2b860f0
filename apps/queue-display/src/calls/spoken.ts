// Each call id is spoken at most once per display, even across reloads and reconnects: the ids spoken last are
// kept in localStorage (the newest 100 are plenty: the API replays at most today's last 8).

const KEY = 'displaySpokenCalls';
const SPOKEN_KEEP = 100;

export interface SpokenStore {
  has(id: number): boolean;
  add(id: number): void;
  /** The highest id spoken so far (ids grow with time), 0 when none. */
  last(): number;
}

function read(): number[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((id): id is number => typeof id === 'number') : [];
  } catch {
    return [];
  }
}

export const spokenStore: SpokenStore = {
  has: (id) => read().includes(id),
  add(id) {
    const ids = read().filter((known) => known !== id);
    ids.push(id);
    localStorage.setItem(KEY, JSON.stringify(ids.slice(-SPOKEN_KEEP)));
  },
  last: () => read().reduce((max, id) => Math.max(max, id), 0),
};
