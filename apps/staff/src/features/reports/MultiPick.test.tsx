import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { MultiPick } from './MultiPick';

// The reports' multi-select: nothing picked reads "All"; boxes add and remove ids; Escape closes it.

afterEach(cleanup);

function Harness() {
  const [value, setValue] = useState<number[]>([]);
  return (
    <>
      <MultiPick
        label="Chi nhánh"
        options={[
          { id: 1, name: 'Cơ sở Quận 1' },
          { id: 2, name: 'Cơ sở Thủ Đức' },
        ]}
        value={value}
        onChange={setValue}
      />
      <output>{value.join(',')}</output>
    </>
  );
}

describe('MultiPick', () => {
  it('picks several, says how many, and closes with Escape', () => {
    render(<Harness />);
    const summary = screen.getByText('Tất cả').closest('summary')!;
    const details = summary.closest('details')!;
    fireEvent.click(summary);
    expect(details.open).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Cơ sở Quận 1' }));
    expect(screen.getByRole('status', { hidden: true }).textContent ?? '').toBe('1');
    expect(summary.textContent).toBe('Cơ sở Quận 1');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Cơ sở Thủ Đức' }));
    expect(summary.textContent).toBe('Đã chọn 2');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Cơ sở Quận 1' }));
    expect(screen.getByRole('status', { hidden: true }).textContent).toBe('2');
    fireEvent.keyDown(screen.getByRole('checkbox', { name: 'Cơ sở Thủ Đức' }), { key: 'Escape' });
    expect(details.open).toBe(false);
  });
});
