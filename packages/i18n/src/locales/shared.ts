import type { Language } from '@clinic/domain';
import type { Messages } from '../types';
import enApp from './en/app';
import enBuiltIn from './en/builtIn';
import enCommon from './en/common';
import enDevice from './en/device';
import enFormRenderer from './en/formRenderer';
import enUi from './en/ui';
import viApp from './vi/app';
import viBuiltIn from './vi/builtIn';
import viCommon from './vi/common';
import viDevice from './vi/device';
import viFormRenderer from './vi/formRenderer';
import viUi from './vi/ui';

/**
 * The areas every app loads: common words, app-level texts and the shared components' strings. Screen areas
 * belong to the app that shows them (see `@clinic/i18n/staff`), so the booking page does not carry the staff
 * app's thousands of strings in its first download.
 */
export const sharedDictionaries: Record<Language, Messages> = {
  vi: {
    common: viCommon,
    app: viApp,
    ui: viUi,
    formRenderer: viFormRenderer,
    builtIn: viBuiltIn,
    device: viDevice,
  },
  en: {
    common: enCommon,
    app: enApp,
    ui: enUi,
    formRenderer: enFormRenderer,
    builtIn: enBuiltIn,
    device: enDevice,
  },
};
