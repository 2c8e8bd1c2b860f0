import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { OptionsEditor } from './OptionsEditor';

/** The editor with its value kept in state, as the property drawer keeps it; `latest` reads what it holds. */
function Harness({
  initial,
  showEmpty,
  latest,
}: {
  initial: string[];
  showEmpty: boolean;
  latest: { value: string[] };
}) {
  const [value, setValue] = useState(initial);
  latest.value = value;
  return <OptionsEditor value={value} onChange={setValue} showEmpty={showEmpty} />;
}

function renderEditor(initial: string[], showEmpty = false) {
  const latest = { value: initial };
  render(<Harness initial={initial} showEmpty={showEmpty} latest={latest} />);
  return latest;
}

const option = (n: number) => screen.getByRole('textbox', { name: `Lựa chọn ${n}` }) as HTMLInputElement;

afterEach(cleanup);

describe('the options of a list property', () => {
  it('the owner types the blood types one after another, pressing Enter for the next', () => {
    const latest = renderEditor([]);
    fireEvent.click(screen.getByRole('button', { name: 'Thêm lựa chọn' }));
    expect(document.activeElement).toBe(option(1));
    fireEvent.change(option(1), { target: { value: 'A' } });
    fireEvent.keyDown(option(1), { key: 'Enter' });
    expect(document.activeElement).toBe(option(2));
    fireEvent.change(option(2), { target: { value: 'B' } });
    fireEvent.keyDown(option(2), { key: 'Enter' });
    fireEvent.change(option(3), { target: { value: 'O' } });
    expect(latest.value).toEqual(['A', 'B', 'O']);
  });

  it('moves an option with the arrow buttons, and the focus follows it', () => {
    const latest = renderEditor(['O', 'A', 'B']);
    const down = screen.getByRole('button', { name: 'Đưa “O” xuống' });
    down.focus();
    fireEvent.click(down);
    expect(latest.value).toEqual(['A', 'O', 'B']);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Đưa “O” xuống' }));
    fireEvent.click(screen.getByRole('button', { name: 'Đưa “O” xuống' }));
    expect(latest.value).toEqual(['A', 'B', 'O']);
    // At the bottom the down arrow is off; the focus is not lost on a disabled button.
    expect((screen.getByRole('button', { name: 'Đưa “O” xuống' }) as HTMLButtonElement).disabled).toBe(true);
    expect(document.activeElement).toBe(option(3));
    expect((screen.getByRole('button', { name: 'Đưa “A” lên' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('removes an option and keeps the others in order', () => {
    const latest = renderEditor(['A', 'B', 'AB', 'O']);
    fireEvent.click(screen.getByRole('button', { name: 'Xóa lựa chọn “B”' }));
    expect(latest.value).toEqual(['A', 'AB', 'O']);
    expect(document.activeElement).toBe(option(2));
    expect(option(2).value).toBe('AB');
  });

  it('flags a repeated option at once, whatever its case and spaces', () => {
    renderEditor(['Có', 'Không']);
    expect(screen.queryByText('Lựa chọn này bị trùng')).toBeNull();
    fireEvent.change(option(2), { target: { value: ' có ' } });
    expect(screen.getByText('Lựa chọn này bị trùng')).toBeTruthy();
    expect(option(2).getAttribute('aria-invalid')).toBe('true');
    expect(option(1).getAttribute('aria-invalid')).toBeNull();
  });

  it('flags an empty option only once a save was tried', () => {
    renderEditor(['A', ' '], false);
    expect(screen.queryByText('Lựa chọn không được để trống')).toBeNull();
    cleanup();
    renderEditor(['A', ' '], true);
    expect(screen.getByText('Lựa chọn không được để trống')).toBeTruthy();
  });
});
