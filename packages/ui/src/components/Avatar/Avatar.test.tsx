import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Avatar } from './Avatar';
import * as styles from './Avatar.css';
import defaultAvatar from './default-avatar.svg';
import { initials } from './initials';

describe('initials', () => {
  it('take the first letters of the first and last words', () => {
    expect(initials('Nguyễn Văn An')).toBe('NA');
    expect(initials('  trần   thị thu hường ')).toBe('TH');
    expect(initials('Đỗ Ánh')).toBe('ĐÁ');
    expect(initials('An')).toBe('A');
    expect(initials('')).toBe('');
    expect(initials(null)).toBe('');
  });

  it("skip the titles before a doctor's name", () => {
    expect(initials('BS. Nguyễn Văn Hùng')).toBe('NH');
    expect(initials('ThS. Trần Thị Mai')).toBe('TM');
    expect(initials('TS. Lê Quang Minh')).toBe('LM');
    expect(initials('PGS. Phạm Thu Hà')).toBe('PH');
    expect(initials('PGS.TS. Võ Thị Ngọc Lan')).toBe('VL');
    expect(initials('GS TS BS Đỗ Đức Anh')).toBe('ĐA');
    expect(initials('ThS.BS Hà')).toBe('H');
    expect(initials('bsckii Ánh')).toBe('Á');
    // Only titles: their letters rather than an empty circle; a word that merely starts like one is a name.
    expect(initials('BS.')).toBe('B');
    expect(initials('Bso Tâm')).toBe('BT');
  });
});

describe('Avatar', () => {
  it('shows the picture, named by the person, 32 px by default', () => {
    render(<Avatar src="/files/an.jpg" name="Nguyễn Văn An" />);
    const img = screen.getByRole('img', { name: 'Nguyễn Văn An' });
    expect(img).toHaveAttribute('src', '/files/an.jpg');
    expect(img).toHaveAttribute('width', '32');
    expect(img.parentElement?.className).toContain(styles.size.md);
  });

  it('falls back to the default picture when the image fails', () => {
    render(<Avatar src="/files/missing.jpg" name="Nguyễn Văn An" />);
    const img = screen.getByRole('img', { name: 'Nguyễn Văn An' });
    fireEvent.error(img);
    expect(img).toHaveAttribute('src', defaultAvatar);
    expect(defaultAvatar).toMatch(/svg/);
  });

  it('shows initials without a picture, and a user icon without a name', () => {
    const { rerender, container } = render(<Avatar name="Nguyễn Văn An" size="lg" />);
    expect(screen.getByRole('img', { name: 'Nguyễn Văn An' })).toHaveTextContent('NA');
    rerender(<Avatar />);
    expect(screen.getByRole('img', { name: 'Ảnh đại diện' })).toHaveTextContent('');
    expect(container.querySelector('[data-icon="user"]')).not.toBeNull();
  });
});
