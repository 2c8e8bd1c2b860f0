import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './Button';
import * as styles from './Button.css';

describe('Button', () => {
  it('is a plain button (not submit) that reacts to clicks', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Lưu</Button>);
    const button = screen.getByRole('button', { name: 'Lưu' });
    expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('applies the variant and size classes', () => {
    render(
      <Button variant="danger" size="lg">
        Xóa
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Xóa' });
    expect(button.className).toContain(styles.variant.danger);
    expect(button.className).toContain(styles.size.lg);
  });

  it('while loading it is busy, announces the loading label and ignores clicks', async () => {
    const onClick = vi.fn();
    render(
      <Button loading loadingLabel="Đang lưu…" onClick={onClick}>
        Lưu
      </Button>,
    );
    const button = screen.getByRole('button');
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveTextContent('Đang lưu…');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('does not fire when disabled', async () => {
    const onClick = vi.fn();
    render(
      <Button disabled onClick={onClick}>
        Lưu
      </Button>,
    );
    await userEvent.click(screen.getByRole('button'));
    expect(onClick).not.toHaveBeenCalled();
  });
});
