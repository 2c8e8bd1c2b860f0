import { i18n } from '@clinic/i18n';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Input } from '../Input/Input';
import { FormField } from './FormField';

describe('FormField', () => {
  it('labels its control, marks it required and reads the hint with it', () => {
    render(
      <FormField label="Email" required hint="Dùng để đăng nhập">
        <Input type="email" />
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(input).toHaveAccessibleDescription('Dùng để đăng nhập');
    expect(input).not.toBeInvalid();
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  });

  it('translates an error id with its parameters, in the current language', () => {
    const { rerender } = render(
      <FormField label="Mật khẩu" error="formError.minLength" errorParams={{ min: 8 }}>
        <Input />
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: 'Mật khẩu' });
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription('Trường này phải có ít nhất 8 ký tự');

    act(() => i18n.setLanguage('en'));
    rerender(
      <FormField label="Password" error="formError.minLength" errorParams={{ min: 8 }}>
        <Input />
      </FormField>,
    );
    expect(screen.getByText('This field must be at least 8 characters')).toBeInTheDocument();
    act(() => i18n.setLanguage('vi'));
  });

  it('shows plain error text as it is, before the hint in the description', () => {
    render(
      <FormField label="Mã" error="Mã đã tồn tại" hint="8 ký tự">
        <Input />
      </FormField>,
    );
    expect(screen.getByRole('textbox', { name: 'Mã' })).toHaveAccessibleDescription('Mã đã tồn tại 8 ký tự');
  });

  it('keeps a given control id and can hide its label visually', () => {
    render(
      <FormField label="Tìm kiếm" id="search" hideLabel>
        <Input />
      </FormField>,
    );
    expect(screen.getByRole('textbox', { name: 'Tìm kiếm' })).toHaveAttribute('id', 'search');
  });
});
