import { createI18n, type I18n } from '@clinic/i18n';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useT } from './useT';

let renders = 0;

function Probe({ i18n }: { i18n: I18n }) {
  const { t, lang } = useT(i18n);
  renders += 1;
  return (
    <p>
      {lang}: {t('common.actions.close')}
    </p>
  );
}

describe('useT', () => {
  it('re-renders with the new language when it changes, and only then', () => {
    const i18n = createI18n({ storage: null });
    render(<Probe i18n={i18n} />);
    expect(screen.getByText('vi: Đóng')).toBeInTheDocument();
    const before = renders;

    act(() => i18n.setLanguage('en'));
    expect(screen.getByText('en: Close')).toBeInTheDocument();
    expect(renders).toBe(before + 1);

    act(() => i18n.setLanguage('en'));
    expect(renders).toBe(before + 1);
    i18n.setLanguage('vi');
  });
});
