import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Icon } from './Icon';
import * as styles from './Icon.css';
import { iconNames, iconPaths } from './paths';

describe('Icon', () => {
  it('is decorative (hidden from screen readers) without a title', () => {
    const { container } = render(<Icon name="calendar" />);
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg?.getAttribute('class')).toContain(styles.size.md);
  });

  it('is a named image with a title', () => {
    render(<Icon name="bell" title="Thông báo" size="lg" />);
    expect(screen.getByRole('img', { name: 'Thông báo' })).toHaveAttribute('data-icon', 'bell');
  });

  it('has every icon the suite asks for, each a drawn path', () => {
    const wanted = ['menu', 'close', 'chevron-left', 'chevron-right', 'chevron-up', 'chevron-down'];
    wanted.push('calendar', 'clock', 'search', 'bell', 'user', 'logout', 'check', 'alert', 'info', 'plus');
    wanted.push('eye', 'eye-off', 'globe', 'settings', 'home', 'download');
    expect(iconNames).toEqual(expect.arrayContaining(wanted));
    for (const name of iconNames) expect(iconPaths[name]).toMatch(/^M[\d.]/);
  });
});
