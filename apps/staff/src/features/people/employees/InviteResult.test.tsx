import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { inviteSchema } from './InviteDrawer';
import { InviteResult } from './InviteResult';

afterEach(cleanup);

describe('InviteResult', () => {
  it('shows how many were invited and each failed address with its reason', () => {
    render(
      <InviteResult
        result={{
          invited: [
            { email: 'a@x.vn', id: 11 },
            { email: 'b@x.vn', id: 12 },
          ],
          failed: [{ email: 'c@x.vn', code: 1004, message: 'E-mail đã được sử dụng' }],
        }}
      />,
    );
    expect(screen.getByText('Đã mời 2 người.')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Không mời được 1 địa chỉ:');
    const failed = screen.getByRole('list', { name: 'Không mời được 1 địa chỉ:' });
    expect(within(failed).getByRole('listitem').textContent).toBe('c@x.vn: E-mail đã được sử dụng');
  });

  it('shows no failure list when every address was invited', () => {
    render(<InviteResult result={{ invited: [{ email: 'a@x.vn', id: 1 }], failed: [] }} />);
    expect(screen.getByText('Đã mời 1 người.')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('inviteSchema', () => {
  it('sends the addresses trimmed and de-duplicated, and refuses more than 20', () => {
    const ok = inviteSchema.parse({ emails: ' A@x.vn, b@x.vn ,a@x.vn', roleId: 3 });
    expect(ok).toEqual({ emails: 'a@x.vn, b@x.vn', roleId: 3, groupIds: [], skills: [] });
    const many = Array.from({ length: 21 }, (_, i) => `u${i}@x.vn`).join(',');
    expect(inviteSchema.safeParse({ emails: many, roleId: 3 }).error?.issues[0]?.message).toBe(
      'formError.maxItems',
    );
  });
});
