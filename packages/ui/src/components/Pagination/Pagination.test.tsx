import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Pagination } from './Pagination';
import { pageItems } from './pages';

describe('pageItems', () => {
  it('shows all pages up to seven, else the ends, the neighbours and gaps', () => {
    expect(pageItems(1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageItems(2, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20]);
    expect(pageItems(10, 20)).toEqual([1, 'gap', 9, 10, 11, 'gap', 20]);
    expect(pageItems(19, 20)).toEqual([1, 'gap', 16, 17, 18, 19, 20]);
  });
});

describe('Pagination', () => {
  it('shows the range of 50 per page and the current page, and moves', async () => {
    const onPageChange = vi.fn();
    render(<Pagination pageNumber={2} totalItem={134} onPageChange={onPageChange} />);
    const nav = screen.getByRole('navigation', { name: 'Phân trang' });
    expect(nav).toHaveTextContent('51–100 / 134');
    expect(screen.getByRole('button', { name: 'Trang 2' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(screen.getByRole('button', { name: 'Trang sau' }));
    expect(onPageChange).toHaveBeenLastCalledWith(3);
    await userEvent.click(screen.getByRole('button', { name: 'Trang 1' }));
    expect(onPageChange).toHaveBeenLastCalledWith(1);
  });

  it('disables previous on the first page and next on the last', () => {
    const { rerender } = render(<Pagination pageNumber={1} totalItem={120} onPageChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Trang trước' })).toBeDisabled();
    rerender(<Pagination pageNumber={3} totalItem={120} onPageChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Trang sau' })).toBeDisabled();
    expect(screen.getByRole('navigation')).toHaveTextContent('101–120 / 120');
  });

  it('has no buttons for a single page, and says 0–0 / 0 when empty', () => {
    render(<Pagination pageNumber={1} totalItem={0} onPageChange={() => {}} />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('navigation')).toHaveTextContent('0–0 / 0');
  });

  it('says a capped total with a plus, the number written as the language writes it', () => {
    render(<Pagination pageNumber={20} totalItem={1000} totalIsCapped onPageChange={() => {}} />);
    expect(screen.getByRole('navigation')).toHaveTextContent('951–1.000 / 1.000+');
  });
});
