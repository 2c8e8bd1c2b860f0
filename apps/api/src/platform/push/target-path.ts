import type { NotificationTarget } from '@clinic/domain';

/**
 * The staff app path a pushed notification opens (apps/staff/src/app/screens.ts). Coarser than the in-app panel
 * where a screen has no deep link (the doctor's queue, the cashier's list): the screen the thing waits on.
 */
export function notificationPath(target: NotificationTarget | null): string {
  if (!target) return '/';
  switch (target.type) {
    case 'appointment':
      return `/appointments/${target.id}`;
    case 'exam':
      return '/queue';
    case 'billing':
      return '/billing';
    case 'invoice':
      return `/invoices/${target.id}`;
    case 'stock':
      return '/stock';
  }
}
