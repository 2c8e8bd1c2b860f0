import { i18n } from '@clinic/i18n';
import { displayDictionaries } from '@clinic/i18n/display';
import { act, cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

i18n.addDictionaries(displayDictionaries);

afterEach(() => {
  cleanup();
  localStorage.clear();
  act(() => i18n.setLanguage('vi'));
});
