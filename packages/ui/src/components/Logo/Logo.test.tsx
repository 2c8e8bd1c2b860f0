import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Logo } from './Logo';

describe('Logo', () => {
  it('is decorative without a title', () => {
    const { container } = render(<Logo />);
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('is an image named by its title', () => {
    render(<Logo title="ClinicOS" size="xl" />);
    expect(screen.getByRole('img', { name: 'ClinicOS' })).toBeInTheDocument();
  });
});
