import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Notice } from './Notice';
import * as styles from './Notice.css';

describe('Notice', () => {
  it('is a status message in the warning tone by default, with its action beside it', () => {
    render(<Notice action={<button type="button">Xem</button>}>Có 2 lịch hẹn không hợp lệ</Notice>);
    const notice = screen.getByRole('status');
    expect(notice).toHaveTextContent('Có 2 lịch hẹn không hợp lệ');
    expect(notice).toHaveAttribute('data-tone', 'warning');
    expect(notice.className).toContain(styles.tone.warning);
    expect(screen.getByRole('button', { name: 'Xem' })).toBeInTheDocument();
  });

  it('takes the info tone', () => {
    render(<Notice tone="info">Đã lưu</Notice>);
    expect(screen.getByRole('status').className).toContain(styles.tone.info);
  });
});
