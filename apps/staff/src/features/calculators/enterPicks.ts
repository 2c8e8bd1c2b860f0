import type { KeyboardEvent } from 'react';

/** Enter in a text field of a calculator picks its result: the keyboard-fast path, no reach for the mouse. */
export function enterPicks(event: KeyboardEvent, pick: () => void) {
  if (event.key !== 'Enter' || event.defaultPrevented || event.nativeEvent.isComposing) return;
  if (!(event.target instanceof HTMLInputElement) || event.target.type === 'checkbox') return;
  event.preventDefault();
  pick();
}
