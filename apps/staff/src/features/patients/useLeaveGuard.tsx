import { ConfirmDialog, useT } from '@clinic/ui';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';

/**
 * Asks before leaving a form with unsaved changes: closing or reloading the tab (the browser's own prompt), a
 * link anywhere on the page (the sidebar, the header), and the form's own Cancel (`leave(to)`). `release()`
 * turns it off once the changes are saved.
 */
export function useLeaveGuard(dirty: boolean) {
  const { t } = useT();
  const [, navigate] = useLocation();
  const [pending, setPending] = useState<string | null>(null);
  const released = useRef(false);
  const active = dirty && !released.current;

  useEffect(() => {
    if (!active) return;
    const beforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    const click = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
        return;
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (
        !(link instanceof HTMLAnchorElement) ||
        link.target === '_blank' ||
        link.origin !== window.location.origin
      )
        return;
      event.preventDefault();
      event.stopPropagation();
      setPending(`~${link.pathname}${link.search}`);
    };
    window.addEventListener('beforeunload', beforeUnload);
    document.addEventListener('click', click, true);
    return () => {
      window.removeEventListener('beforeunload', beforeUnload);
      document.removeEventListener('click', click, true);
    };
  }, [active]);

  const go = (to: string) => {
    released.current = true;
    setPending(null);
    navigate(to);
  };

  return {
    /** Goes to `to` (relative to the screen, or '~/…'), asking first when there are unsaved changes. */
    leave: (to: string) => (dirty && !released.current ? setPending(to) : go(to)),
    release: () => {
      released.current = true;
    },
    dialog: (
      <ConfirmDialog
        open={pending !== null}
        variant="danger"
        title={t('patients.form.leaveTitle')}
        message={t('patients.form.leaveText')}
        confirmLabel={t('patients.form.leave')}
        cancelLabel={t('patients.form.stay')}
        onConfirm={() => pending !== null && go(pending)}
        onCancel={() => setPending(null)}
      />
    ),
  };
}
