import { Icon } from '@clinic/ui';
import * as touch from '@clinic/ui/touch';
import type { ReactNode } from 'react';

export interface OfflineScreenProps {
  title: string;
  text: string;
  /** Below the text (the kiosk's 'reconnecting…'). */
  children?: ReactNode;
  /** Where the app's frame needs it (the display centres it in the board's place). */
  className?: string;
}

/**
 * Shown over a device's screen while the API cannot be reached; the app lifts it when a heartbeat answers.
 * The texts are the app's own (a patient at the kiosk is sent to reception, the TV just waits).
 */
export function OfflineScreen({ title, text, children, className }: OfflineScreenProps) {
  return (
    <section className={className ? `${touch.panel} ${className}` : touch.panel} role="alert">
      <span className={`${touch.badge} ${touch.badgeTone.danger}`}>
        <Icon name="alert" size="xl" className={touch.badgeIcon} />
      </span>
      <h1 className={touch.title}>{title}</h1>
      <p className={touch.lead}>{text}</p>
      {children}
    </section>
  );
}
