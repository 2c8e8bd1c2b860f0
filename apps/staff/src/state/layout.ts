import { proxy, subscribe } from 'valtio';

/** Local storage key of the collapsed sidebar (kept there so it survives a reload). */
export const MENU_COLLAPSED_KEY = 'menuCollapsed';

function storedCollapsed(): boolean {
  try {
    return localStorage.getItem(MENU_COLLAPSED_KEY) === 'true';
  } catch {
    return false;
  }
}

/** The shell's layout state: reading direction, the sidebar and the content width. */
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
