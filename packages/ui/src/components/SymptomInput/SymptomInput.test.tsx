import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { FormField } from '../FormField/FormField';
import { SymptomInput } from './SymptomInput';
import { suggestionsFor, tidySymptom, withSuggestion } from './symptomText';

const clinicSuggestions = ['Sốt', 'Ho khan', 'Ho có đờm', 'Đau đầu', 'Đau bụng', 'Chóng mặt'];

function Harness({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <FormField label="Triệu chứng">
        <SymptomInput value={value} onChange={setValue} suggestions={clinicSuggestions} />
      </FormField>
      <output data-testid="saved">{value}</output>
      <button type="button">Lưu</button>
    </>
  );
}

const options = () => screen.queryAllByRole('option').map((o) => o.textContent);

describe('SymptomInput', () => {
  it('filters the suggestions by what is typed, without diacritics, and adds one with ↓ and Enter', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const field = screen.getByRole('combobox', { name: 'Triệu chứng' });
    await user.click(field);
    expect(options()).toEqual(clinicSuggestions);
    await user.type(field, 'dau');
    expect(options()).toEqual(['Đau đầu', 'Đau bụng']);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(field).toHaveValue('Đau bụng, ');
    // A second one combines with the first, and the first is no longer offered.
    await user.type(field, 'ho');
    expect(options()).toEqual(['Ho khan', 'Ho có đờm']);
    await user.keyboard('{Enter}');
    expect(field).toHaveValue('Đau bụng, Ho khan, ');
    await user.type(field, 'dau');
    expect(options()).toEqual(['Đau đầu']);
  });

  it('keeps free text, hides the list on Escape, and leaves no separator dangling when the field is left', async () => {
    const user = userEvent.setup();
    render(<Harness initial="Sốt, " />);
    const field = screen.getByRole('combobox', { name: 'Triệu chứng' });
    await user.click(field);
    await user.keyboard('{End}');
    await user.type(field, 'mệt từ hôm qua');
    expect(options()).toEqual([]);
    await user.keyboard('{Escape}');
    expect(field).toHaveValue('Sốt, mệt từ hôm qua');
    await user.clear(field);
    await user.type(field, 'Ho khan, ');
    await user.click(screen.getByRole('button', { name: 'Lưu' }));
    expect(screen.getByTestId('saved')).toHaveTextContent(/^Ho khan$/);
  });

  it('adds a tapped suggestion', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('combobox', { name: 'Triệu chứng' }));
    await user.click(screen.getByRole('option', { name: 'Chóng mặt' }));
    expect(screen.getByRole('combobox', { name: 'Triệu chứng' })).toHaveValue('Chóng mặt, ');
  });
});

describe('symptom text', () => {
  it('replaces only the part being typed, and ranks the names that start with it first', () => {
    expect(withSuggestion('Sốt, ho', 'Ho khan')).toBe('Sốt, Ho khan, ');
    expect(withSuggestion('', 'Sốt')).toBe('Sốt, ');
    expect(tidySymptom('Sốt, Ho khan, ')).toBe('Sốt, Ho khan');
    expect(suggestionsFor(['Đau bụng', 'Bụng chướng'], 'bung', 5)).toEqual(['Bụng chướng', 'Đau bụng']);
    expect(suggestionsFor(clinicSuggestions, 'Sốt, Ho khan, ', 10)).not.toContain('Ho khan');
  });
});
