import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Spinner } from './Spinner';
import * as styles from './Spinner.css';

describe('Spinner', () => {
  it('is a polite status with a logo and three bars, full height by default', () => {
    render(<Spinner />);
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status.className).toContain(styles.fullHeight);
    expect(status.querySelector('svg')).not.toBeNull();
    expect(status.querySelectorAll(`.${styles.bar}`)).toHaveLength(3);
  });

  it('announces the loading label in Vietnamese by default', () => {
    render(<Spinner />);
    expect(screen.getByRole('status')).toHaveTextContent('Đang tải…');
  });

  it('takes a custom label and can sit inside a panel', () => {
    render(<Spinner fullHeight={false} label="Đang tải danh sách…" showLabel />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Đang tải danh sách…');
    expect(status.className).not.toContain(styles.fullHeight);
  });
});
