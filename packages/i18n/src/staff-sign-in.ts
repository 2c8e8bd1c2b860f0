import type { Language } from '@clinic/domain';
import enStaff from './locales/en/staff';
import viStaff from './locales/vi/staff';
import type { Messages } from './types';

/**
 * The one staff area the sign-in screen needs (`staff.auth`, with the shell's few texts beside it), so the
 * sign-in page does not download every staff screen's strings. `staffDictionaries` adds the same area again.
 */
export const staffSignInDictionaries: Record<Language, Messages> = {
  vi: { staff: viStaff },
  en: { staff: enStaff },
};
