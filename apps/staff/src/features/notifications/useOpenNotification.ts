import type { NotificationView } from '@clinic/api-client';
import { notificationPath } from '@clinic/domain';
import { useLocation } from 'wouter';
import { useReadNotification } from './queries';

/** A click on a notification: it is read from now on, and what it is about opens. */
export function useOpenNotification() {
  const read = useReadNotification();
  const [, navigate] = useLocation();
  return (notification: NotificationView) => {
    if (!notification.read) read.mutate(notification.id);
    const path = notificationPath(notification.target);
    if (path) navigate(path);
  };
}
