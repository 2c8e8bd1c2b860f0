import type { KioskTicket } from '@clinic/api-client/public';
import { renderKioskTicket } from '@clinic/print';
import { useT } from '@clinic/ui';
import { type Ref, useMemo } from 'react';

/**
 * What the thermal printer prints: the clinic, the order number in very large type, where and when. The paper
 * is @clinic/print's kiosk ticket template (80 mm, styled by its print.css), the same renderer as the staff
 * app's documents.
 */
export function PaperTicket({ ticket, ref }: { ticket: KioskTicket; ref?: Ref<HTMLDivElement> }) {
  const { lang } = useT();
  const html = useMemo(() => renderKioskTicket(ticket, { lang }), [ticket, lang]);
  return (
    <div
      ref={ref}
      // The template is precompiled, strict and escapes every value (no {{{ }}}: @clinic/print's tests check it).
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML comes from the escaping print template
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
