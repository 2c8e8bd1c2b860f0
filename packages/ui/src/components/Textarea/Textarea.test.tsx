import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { FormField } from '../FormField/FormField';
import { Textarea } from './Textarea';

describe('Textarea', () => {
  it('is labelled by its FormField, takes several lines and forwards its ref', async () => {
    const ref = createRef<HTMLTextAreaElement>();
    render(
      <FormField label="Lý do hủy" required error="formError.required">
        <Textarea ref={ref} />
      </FormField>,
    );
    const box = screen.getByRole('textbox', { name: 'Lý do hủy' });
    expect(box).toBeRequired();
    expect(box).toBeInvalid();
    expect(box).toHaveAccessibleDescription('Trường này là bắt buộc');
    await userEvent.type(box, 'Bận{Enter}việc');
    expect(ref.current?.value).toBe('Bận\nviệc');
  });
});
