import { createI18n, LANGUAGE_STORAGE_KEY } from '@clinic/i18n';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useT } from '../../useT';
import { LanguageSwitch } from './LanguageSwitch';

function Greeting({ i18n }: { i18n: ReturnType<typeof createI18n> }) {
  const { t } = useT(i18n);
  return <p>{t('common.actions.cancel')}</p>;
}

describe('LanguageSwitch', () => {
  it('shows Vietnamese as pressed by default and switches everything to English', async () => {
    localStorage.removeItem(LANGUAGE_STORAGE_KEY);
    const i18n = createI18n();
    render(
      <>
        <LanguageSwitch i18n={i18n} />
        <Greeting i18n={i18n} />
      </>,
    );
    const group = screen.getByRole('group', { name: 'Ngôn ngữ' });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tiếng Việt' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Hủy')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'English' }));

    expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Tiếng Việt' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('group', { name: 'Language' })).toBeInTheDocument();
    expect(screen.getByText('Cancel')).toBeInTheDocument();
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
    expect(document.documentElement.lang).toBe('en');

    i18n.setLanguage('vi');
  });
});
