import { type RefObject, useEffect, useRef } from 'react';

/** Calls `onDismiss` on a pointer press outside every given element, while `active`. */
export function useOutsidePress(
  refs: ReadonlyArray<RefObject<HTMLElement | null>>,
  active: boolean,
  onDismiss: () => void,
): void {
  const callback = useRef(onDismiss);
  callback.current = onDismiss;
  const refsRef = useRef(refs);
  refsRef.current = refs;

  useEffect(() => {
    if (!active) return;
    const onPointerDown = (event: PointerEvent | MouseEvent) => {
      const target = event.target as Node | null;
      if (!target) return;
      if (refsRef.current.some((ref) => ref.current?.contains(target))) return;
      callback.current();
    };
    document.addEventListener('mousedown', onPointerDown);
    return () => document.removeEventListener('mousedown', onPointerDown);
  }, [active]);
}
