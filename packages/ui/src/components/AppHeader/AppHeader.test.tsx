import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppHeader } from './AppHeader';

describe('AppHeader', () => {
  it('is a banner with the product name, the app role and the actions', () => {
    render(
      <AppHeader name="ClinicOS" appTitle="Ki-ốt tiếp đón" actions={<button type="button">VI</button>} />,
    );
    const banner = screen.getByRole('banner');
    expect(banner).toHaveTextContent('ClinicOS');
    expect(banner).toHaveTextContent('Ki-ốt tiếp đón');
    expect(screen.getByRole('button', { name: 'VI' })).toBeInTheDocument();
  });

  it('carries a short name for phones beside the full one', () => {
    render(<AppHeader name="ClinicOS — Quản lý phòng khám" shortName="ClinicOS" />);
    expect(screen.getByText('ClinicOS — Quản lý phòng khám')).toBeInTheDocument();
    expect(screen.getByText('ClinicOS')).toBeInTheDocument();
  });
});
