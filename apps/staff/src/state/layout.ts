import { proxy, subscribe } from 'valtio';

/** Local storage key of the collapsed sidebar (SPEC §2: the state is kept in local storage). */
export const MENU_COLLAPSED_KEY = 'menuCollapsed';

function storedCollapsed(): boolean {
  try {
    return localStorage.getItem(MENU_COLLAPSED_KEY) === 'true';
  } catch {
    return false;
  }
}

/** SPEC §3 layout state. */
export const layoutState = proxy({
  isRTL: false,
  menuCollapsed: storedCollapsed(),
  /** The phone-width drawer: hidden until opened. */
  menuHidden: true,
  contentWidth: 'full' as 'full' | 'boxed',
});

subscribe(layoutState, () => {
  try {
    localStorage.setItem(MENU_COLLAPSED_KEY, String(layoutState.menuCollapsed));
  } catch {
    // Private mode: the choice lasts for this visit only.
  }
});
