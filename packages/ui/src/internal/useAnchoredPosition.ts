import { type CSSProperties, type RefObject, useLayoutEffect, useState } from 'react';

interface Options {
  /** Also make the popup at least as wide as the anchor (lists of a combobox). */
  matchWidth?: boolean;
  /** Where to align the popup horizontally. */
  align?: 'start' | 'end';
}

/**
 * Runtime geometry of a popup that floats under (or, near the bottom of the screen, over) its anchor. The popup
 * is `position: fixed`, so neither a scrolling table nor a dialog clips it. These are measured pixel positions,
 * not design sizes: the only inline style in the library.
 */
export function useAnchoredPosition(
  anchorRef: RefObject<HTMLElement | null>,
  popupRef: RefObject<HTMLElement | null>,
  open: boolean,
  { matchWidth = false, align = 'start' }: Options = {},
): CSSProperties | undefined {
  const [style, setStyle] = useState<CSSProperties>();

  useLayoutEffect(() => {
    if (!open) return;
    const update = () => {
      const anchor = anchorRef.current?.getBoundingClientRect();
      if (!anchor) return;
      const popupHeight = popupRef.current?.offsetHeight ?? 0;
      const popupWidth = popupRef.current?.offsetWidth ?? 0;
      const gap = 4;
      // Below if it fits, else above if it fits, else as low as it can go while staying on screen.
      let top = anchor.bottom + gap;
      if (top + popupHeight > window.innerHeight - gap) {
        const above = anchor.top - gap - popupHeight;
        top = above >= gap ? above : Math.max(gap, window.innerHeight - popupHeight - gap);
      }
      let left = align === 'end' ? anchor.right - popupWidth : anchor.left;
      left = Math.max(gap, Math.min(left, window.innerWidth - popupWidth - gap));
      setStyle({
        position: 'fixed',
        top: `${Math.round(top)}px`,
        left: `${Math.round(left)}px`,
        ...(matchWidth ? { minWidth: `${Math.round(anchor.width)}px` } : {}),
      });
    };
    update();
    // A second pass once the popup has its real size (the first one measured it before layout).
    const frame = requestAnimationFrame(update);
    window.addEventListener('resize', update);
    window.addEventListener('scroll', update, true);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('resize', update);
      window.removeEventListener('scroll', update, true);
    };
  }, [open, anchorRef, popupRef, matchWidth, align]);

  return open ? style : undefined;
}
