import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { IconButton } from './IconButton';
import * as styles from './IconButton.css';

describe('IconButton', () => {
  it('is a button named by its aria-label, with the same tooltip, and a hidden icon', async () => {
    const onClick = vi.fn();
    render(<IconButton icon="menu" aria-label="Mở menu" onClick={onClick} />);
    const button = screen.getByRole('button', { name: 'Mở menu' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveAttribute('title', 'Mở menu');
    expect(button.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('takes variant and size classes and forwards its ref', () => {
    const ref = createRef<HTMLButtonElement>();
    render(<IconButton ref={ref} icon="trash" aria-label="Xóa" variant="danger" size="lg" />);
    expect(ref.current?.className).toContain(styles.variant.danger);
    expect(ref.current?.className).toContain(styles.size.lg);
  });
});
