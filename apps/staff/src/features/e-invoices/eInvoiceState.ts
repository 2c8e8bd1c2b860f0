import type { EInvoiceState } from '@clinic/api-client';
import { EInvoiceStatus } from '@clinic/domain';
import type { Translate } from '@clinic/i18n';
import type { Tone } from '@clinic/ui';

// What the staff app makes of an e-invoice's state: the badge's colour and why it was refused, in words.

export const statusTone: Readonly<Record<EInvoiceStatus | 'none', Tone>> = {
  none: 'secondary',
  [EInvoiceStatus.Queued]: 'warning',
  [EInvoiceStatus.Issued]: 'success',
  [EInvoiceStatus.Refused]: 'danger',
  [EInvoiceStatus.Adjusted]: 'secondary',
  [EInvoiceStatus.Cancelled]: 'secondary',
};

/** Refusal codes the API gives itself (no settings, provider out of reach); any other is the provider's own. */
const ourRefusals = new Set(['NOT_CONFIGURED', 'UNREACHABLE']);

/** Why it was refused: our codes in the user's language, the provider's reason as the provider wrote it. */
export function refusalText(
  state: Pick<EInvoiceState, 'refusalCode' | 'refusalReason'>,
  t: Translate,
): string {
  const code = state.refusalCode;
  if (code && ourRefusals.has(code))
    return t(`eInvoices.refusal.${code as 'NOT_CONFIGURED' | 'UNREACHABLE'}`);
  return state.refusalReason ?? code ?? '';
}

/** The provider's code beside its reason; ours are already said in words. */
export const providerCode = (state: Pick<EInvoiceState, 'refusalCode'>): string | null =>
  state.refusalCode && !ourRefusals.has(state.refusalCode) ? state.refusalCode : null;
