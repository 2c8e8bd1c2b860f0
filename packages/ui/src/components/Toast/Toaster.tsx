import { useEffect, useRef, useSyncExternalStore } from 'react';
import { translateText } from '../../text';
import { useT } from '../../useT';
import { Icon, type IconName } from '../Icon/Icon';
import { IconButton } from '../IconButton/IconButton';
import * as styles from './Toaster.css';
import { type ToastItem, type ToastStore, type ToastType, toastStore } from './toast';

export interface ToasterProps {
  /** The store to show; the app-wide one behind `toast` by default. */
  store?: ToastStore;
}

const icons: Record<ToastType, IconName> = {
  default: 'bell',
  success: 'check-circle',
  warning: 'alert',
  info: 'info',
  error: 'x-circle',
};

/**
 * Mount once per app. Bottom-left, newest on top, no progress bar; each toast goes after 5 s (errors 8 s),
 * waits while the pointer or focus is on it, and has a close button. Errors are alerts, the rest statuses.
 */
export function Toaster({ store = toastStore }: ToasterProps) {
  const { t } = useT();
  const toasts = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  return (
    <section aria-label={t('ui.toast.region')}>
      <div className={styles.region}>
        {toasts.map((item) => (
          <Toast key={item.id} item={item} onDismiss={() => store.dismiss(item.id)} />
        ))}
      </div>
    </section>
  );
}

function Toast({ item, onDismiss }: { item: ToastItem; onDismiss: () => void }) {
  const { t, lang } = useT();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const remaining = useRef(item.duration);
  const startedAt = useRef(0);
  const dismissRef = useRef(onDismiss);
  dismissRef.current = onDismiss;

  const start = () => {
    if (item.duration <= 0 || timer.current) return;
    startedAt.current = Date.now();
    timer.current = setTimeout(() => dismissRef.current(), remaining.current);
  };
  const pause = () => {
    if (!timer.current) return;
    clearTimeout(timer.current);
    timer.current = undefined;
    remaining.current = Math.max(0, remaining.current - (Date.now() - startedAt.current));
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: starts once per toast; pause/start read refs.
  useEffect(() => {
    remaining.current = item.duration;
    start();
    return pause;
  }, [item]);

  const title = translateText(item.title, t, lang, item.params);
  const message = item.message ? translateText(item.message, t, lang, item.params) : undefined;

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover and focus only pause the dismiss timer.
    <div
      className={`${styles.toast} ${styles.type[item.type]}`}
      role={item.type === 'error' ? 'alert' : 'status'}
      data-type={item.type}
      onMouseEnter={pause}
      onMouseLeave={start}
      onFocus={pause}
      onBlur={start}
    >
      <span className={`${styles.iconSlot} ${styles.icon[item.type]}`}>
        <Icon name={icons[item.type]} />
      </span>
      <div className={styles.text}>
        <p className={styles.title}>{title}</p>
        {message && <p className={styles.message}>{message}</p>}
      </div>
      <IconButton icon="close" size="sm" aria-label={t('ui.toast.close')} onClick={onDismiss} />
    </div>
  );
}
