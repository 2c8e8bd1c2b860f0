import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmptyState } from './EmptyState';

describe('EmptyState', () => {
  it('says there is no data by default, with a decorative icon', () => {
    const { container } = render(<EmptyState />);
    expect(screen.getByText('Không có dữ liệu')).toBeInTheDocument();
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('takes its own title, description and action', () => {
    render(
      <EmptyState
        icon="search"
        title="Không tìm thấy bệnh nhân"
        description="Thử tìm bằng số điện thoại"
        action={<button type="button">Thêm bệnh nhân</button>}
      />,
    );
    expect(screen.getByText('Không tìm thấy bệnh nhân')).toBeInTheDocument();
    expect(screen.getByText('Thử tìm bằng số điện thoại')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Thêm bệnh nhân' })).toBeInTheDocument();
  });
});
