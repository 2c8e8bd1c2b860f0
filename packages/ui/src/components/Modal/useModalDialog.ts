import {
  type KeyboardEvent,
  type MouseEvent,
  type SyntheticEvent,
  useCallback,
  useLayoutEffect,
  useRef,
} from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

interface Options {
  /** True during the exit transition: the dialog is closed (page usable again) but still painted. */
  closing: boolean;
  dismissible: boolean;
  onClose?: (() => void) | undefined;
}

/**
 * The behaviour shared by Modal and Drawer on a native <dialog>: showModal (top layer, inert page), focus on the
 * element marked `data-autofocus` else the first focusable control of the body, then of the footer; Tab
 * cycles inside; Esc, the backdrop and the browser's close request dismiss when allowed; on close, focus goes
 * back where it was.
 */
export function useModalDialog({ closing, dismissible, onClose }: Options) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const footerRef = useRef<HTMLDivElement>(null);
  const previousFocus = useRef<HTMLElement | null>(null);

  const restoreFocus = useCallback(() => {
    const previous = previousFocus.current;
    previousFocus.current = null;
    if (previous?.isConnected) previous.focus();
  }, []);

  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (closing) {
      // Closing now frees the page at once; CSS keeps painting the dialog for its exit transition.
      if (dialog.open && typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
      restoreFocus();
      return;
    }
    if (!previousFocus.current) {
      previousFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    }
    if (!dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    const target =
      dialog.querySelector<HTMLElement>('[data-autofocus]') ??
      bodyRef.current?.querySelector<HTMLElement>(FOCUSABLE) ??
      footerRef.current?.querySelector<HTMLElement>(FOCUSABLE) ??
      dialog;
    target.focus();
  }, [closing, restoreFocus]);

  // Unmounted while open (the screen went away): close and give focus back.
  useLayoutEffect(
    () => () => {
      const dialog = dialogRef.current;
      if (dialog?.open && typeof dialog.close === 'function') dialog.close();
      restoreFocus();
    },
    [restoreFocus],
  );

  const dismiss = () => {
    if (dismissible && !closing) onClose?.();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape') {
      // Handled here so that a non-dismissible dialog stays open (the browser would close it).
      event.preventDefault();
      event.stopPropagation();
      dismiss();
      return;
    }
    if (event.key !== 'Tab') return;
    const focusables = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusables[0];
    const last = focusables[focusables.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  // The browser's own close request (Esc without a keydown, Android back button).
  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault();
    dismiss();
  };

  // The <dialog> box has no padding: a click on the element itself is a click on the backdrop.
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) dismiss();
  };

  return {
    dialogRef,
    bodyRef,
    footerRef,
    dismiss,
    dialogProps: {
      onKeyDown,
      onCancel,
      onClick,
      tabIndex: -1,
      'aria-modal': true as const,
      'data-state': closing ? 'closing' : 'open',
      // Still in the DOM for the exit transition, but already gone for assistive technology.
      'aria-hidden': closing || undefined,
      inert: closing || undefined,
    },
  };
}
