// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { createI18n, LANGUAGE_STORAGE_KEY } from './i18n';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => {
      data.set(key, value);
    },
    data,
  };
}

describe('createI18n', () => {
  it('speaks Vietnamese by default', () => {
    const i18n = createI18n({ storage: memoryStorage() });
    expect(i18n.getLanguage()).toBe('vi');
    expect(i18n.t('common.api.ok')).toBe('API: đang hoạt động');
    expect(i18n.t('app.update.message')).toBe('Đã có phiên bản mới của ứng dụng. Trang sẽ được tải lại!');
  });

  it('starts in the language stored under the "lang" key', () => {
    const i18n = createI18n({ storage: memoryStorage({ [LANGUAGE_STORAGE_KEY]: 'en' }) });
    expect(i18n.getLanguage()).toBe('en');
    expect(i18n.t('app.update.message')).toBe(
      'A new version of this app is available. The page will be reloaded!',
    );
  });

  it('ignores a stored value that is not a supported language', () => {
    const i18n = createI18n({ storage: memoryStorage({ [LANGUAGE_STORAGE_KEY]: 'fr' }) });
    expect(i18n.getLanguage()).toBe('vi');
  });

  it('switches language, persists it, notifies subscribers and sets the document language', () => {
    const storage = memoryStorage();
    const i18n = createI18n({ storage });
    const listener = vi.fn();
    const unsubscribe = i18n.subscribe(listener);
    const before = i18n.getSnapshot();

    i18n.setLanguage('en');

    expect(storage.data.get(LANGUAGE_STORAGE_KEY)).toBe('en');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(i18n.getSnapshot()).not.toBe(before);
    expect(i18n.getSnapshot().t('common.actions.cancel')).toBe('Cancel');
    expect(before.t('common.actions.cancel')).toBe('Hủy');
    expect(document.documentElement.lang).toBe('en');

    i18n.setLanguage('en');
    expect(listener).toHaveBeenCalledTimes(1);

    i18n.setLanguage('vi');
    expect(document.documentElement.lang).toBe('vi');
    unsubscribe();
    i18n.setLanguage('en');
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('rejects an unsupported language', () => {
    const i18n = createI18n({ storage: null });
    // @ts-expect-error: 'fr' is not a Language
    expect(() => i18n.setLanguage('fr')).toThrow(/Unsupported language/);
  });

  it('fills {{params}} and falls back to the key for an unknown one', () => {
    const i18n = createI18n({ storage: null });
    // @ts-expect-error: unknown keys are a type error, but must not crash at run time
    expect(i18n.t('nope.missing')).toBe('nope.missing');
  });

  it('works when storage throws', () => {
    const storage = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
    };
    const i18n = createI18n({ storage });
    expect(i18n.getLanguage()).toBe('vi');
    i18n.setLanguage('en');
    expect(i18n.getLanguage()).toBe('en');
  });
});
