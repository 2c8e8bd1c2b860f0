import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { tones } from '../../theme.css';
import { Badge } from './Badge';
import * as styles from './Badge.css';

describe('Badge', () => {
  it.each(tones)('takes the %s tone class', (tone) => {
    render(<Badge tone={tone}>Nhãn</Badge>);
    const badge = screen.getByText('Nhãn');
    expect(badge.className).toContain(styles.tone[tone]);
    expect(badge).toHaveAttribute('data-tone', tone);
  });

  it('defaults to the secondary tone and can show a decorative dot', () => {
    const { container } = render(<Badge dot>Đang khám</Badge>);
    const badge = screen.getByText('Đang khám');
    expect(badge).toHaveAttribute('data-tone', 'secondary');
    expect(container.querySelector(`.${styles.dot}`)).toHaveAttribute('aria-hidden', 'true');
  });
});
