import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { FormField } from '../FormField/FormField';
import { Input } from './Input';

describe('Input', () => {
  it('forwards its ref to the native input and reports typing', async () => {
    const ref = createRef<HTMLInputElement>();
    const onChange = vi.fn();
    render(<Input ref={ref} aria-label="Họ tên" onChange={onChange} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Họ tên' }), 'An');
    expect(ref.current?.value).toBe('An');
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('shows adornments and focuses the field when its box is clicked', async () => {
    render(<Input aria-label="Cân nặng" suffix="kg" />);
    expect(screen.getByText('kg')).toBeInTheDocument();
    await userEvent.click(screen.getByText('kg').parentElement as HTMLElement);
    expect(screen.getByRole('textbox', { name: 'Cân nặng' })).toHaveFocus();
  });

  it('is marked invalid on its own or from its FormField', () => {
    render(
      <>
        <Input aria-label="Một" invalid />
        <FormField label="Hai" error="Sai">
          <Input />
        </FormField>
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Một' })).toBeInvalid();
    expect(screen.getByRole('textbox', { name: 'Hai' })).toBeInvalid();
  });
});
