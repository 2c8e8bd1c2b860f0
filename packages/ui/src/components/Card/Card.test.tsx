import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Card } from './Card';

describe('Card', () => {
  it('is a region named by its title, with subtitle, body and footer', () => {
    render(
      <Card title="Lịch hẹn hôm nay" subtitle="12 lượt" footer={<button type="button">Xem tất cả</button>}>
        <p>Nội dung</p>
      </Card>,
    );
    const region = screen.getByRole('region', { name: 'Lịch hẹn hôm nay' });
    expect(region).toHaveTextContent('12 lượt');
    expect(region).toHaveTextContent('Nội dung');
    expect(screen.getByRole('heading', { level: 2, name: 'Lịch hẹn hôm nay' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Xem tất cả' })).toBeInTheDocument();
  });

  it('uses the requested heading level', () => {
    render(<Card title="Tiêu đề" headingLevel="h1" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Tiêu đề' })).toBeInTheDocument();
  });

  it('without a title it is just a panel', () => {
    render(<Card>Chỉ có nội dung</Card>);
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.getByText('Chỉ có nội dung')).toBeInTheDocument();
  });
});
