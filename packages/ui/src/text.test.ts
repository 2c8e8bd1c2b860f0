import { createI18n } from '@clinic/i18n';
import { describe, expect, it } from 'vitest';
import { foldVietnamese, matchesSearch, translateText } from './text';

describe('foldVietnamese', () => {
  it('drops marks and case, and folds đ to d', () => {
    expect(foldVietnamese('Nguyễn Văn An')).toBe('nguyen van an');
    expect(foldVietnamese('ĐỖ ĐỨC ANH')).toBe('do duc anh');
    expect(foldVietnamese('Hường, Thuỷ, Thủy, Ngọc')).toBe('huong, thuy, thuy, ngoc');
  });

  it('lets "nguyen" find "Nguyễn" and "do duc" find "Đỗ Đức Anh"', () => {
    expect(matchesSearch('Nguyễn Văn An', 'nguyen')).toBe(true);
    expect(matchesSearch('Đỗ Đức Anh', 'do duc')).toBe(true);
    expect(matchesSearch('Đỗ Đức Anh', 'anh do')).toBe(true);
    expect(matchesSearch('Trần Thị Bình', 'nguyen')).toBe(false);
  });
});

describe('translateText', () => {
  const i18n = createI18n({ storage: null, language: 'vi' });

  it('translates form error ids with their parameters', () => {
    expect(translateText('formError.required', i18n.t, 'vi')).toBe('Trường này là bắt buộc');
    expect(translateText('formError.minLength', i18n.t, 'en', { min: 8 })).toBe(
      'This field must be at least 8 characters',
    );
  });

  it('translates known dictionary keys and leaves plain or unknown text alone', () => {
    expect(translateText('common.actions.close', i18n.t, 'vi')).toBe('Đóng');
    expect(translateText('Đã lưu lịch hẹn', i18n.t, 'vi')).toBe('Đã lưu lịch hẹn');
    expect(translateText('no.such.key', i18n.t, 'vi')).toBe('no.such.key');
    expect(translateText('common.actions', i18n.t, 'vi')).toBe('common.actions');
  });
});
