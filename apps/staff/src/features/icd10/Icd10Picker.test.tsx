import type { CodedDiagnosisItem } from '@clinic/api-client';
import { ScreenId } from '@clinic/domain';
import { i18n } from '@clinic/i18n';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../../shared/testing/fakeApi';
import { renderScreen } from '../../shared/testing/renderScreen';
import { Icd10Picker } from './Icd10Picker';
import { icd10Answer } from './testing';

afterEach(() => {
  cleanup();
  i18n.setLanguage('vi');
});

/** The picker as a form holds it, with what it was last given out. */
function Harness({ initial = [], disabled }: { initial?: CodedDiagnosisItem[]; disabled?: boolean }) {
  const [value, setValue] = useState<CodedDiagnosisItem[]>(initial);
  return (
    <>
      <Icd10Picker value={value} onChange={setValue} debounceMs={0} disabled={disabled} />
      <output aria-label="picked">{value.map((d) => d.code).join(',')}</output>
    </>
  );
}
const render = (props: Parameters<typeof Harness>[0] = {}) =>
  renderScreen(<Harness {...props} />, { screens: [ScreenId.TodayExaminations] });
const picked = () => screen.getByLabelText('picked').textContent;
const box = () => screen.getByRole('combobox', { name: 'Chẩn đoán (ICD-10)' });

/** Types into the box and waits for the list the server answers. */
async function search(text: string) {
  fireEvent.focus(box());
  fireEvent.change(box(), { target: { value: text } });
  await waitFor(() => expect(screen.queryByText('Đang tải…')).toBeNull());
  return within(screen.getByRole('listbox', { hidden: true }));
}

describe('the ICD-10 picker', () => {
  it('adds diagnoses with the keyboard: codes first, then words without accents', async () => {
    const api = fakeApi().on('GET /icd10', icd10Answer);
    render();
    expect(box().getAttribute('aria-expanded')).toBe('false');

    const list = await search('j02');
    const options = list.getAllByRole('option').map((o) => o.textContent);
    expect(options).toEqual([
      'J02 · Viêm họng cấp',
      'J02.0 · Viêm họng do liên cầu',
      'J02.9 · Viêm họng cấp, không đặc hiệu',
    ]);
    // The first row is active; the next one is one arrow away, and Enter adds it.
    fireEvent.keyDown(box(), { key: 'ArrowDown' });
    expect(box().getAttribute('aria-activedescendant')).toBe(list.getAllByRole('option')[1]!.id);
    fireEvent.keyDown(box(), { key: 'Enter' });
    expect(picked()).toBe('J02.0');
    expect(screen.getByRole('list', { name: 'Các chẩn đoán đã chọn' }).textContent).toContain(
      'J02.0 · Viêm họng do liên cầu',
    );
    expect((box() as HTMLInputElement).value).toBe('');
    expect(api.requests('GET /icd10').at(-1)!.query).toMatchObject({ keyword: 'j02', pageSize: '20' });

    const byName = await search('viem da day');
    expect(byName.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'K29 · Viêm dạ dày và tá tràng',
    ]);
    fireEvent.keyDown(box(), { key: 'Enter' });
    expect(picked()).toBe('J02.0,K29');

    // What is picked is not offered again.
    const again = await search('J02');
    expect(again.getAllByRole('option').map((o) => o.textContent?.split(' · ')[0])).toEqual(['J02', 'J02.9']);
  });

  it('removes the last diagnosis with Backspace in the empty box, and any one with its ×', async () => {
    fakeApi().on('GET /icd10', icd10Answer);
    render({
      initial: [
        { code: 'I10', name: 'Tăng huyết áp vô căn (nguyên phát)' },
        { code: 'J02', name: 'Viêm họng cấp' },
        { code: 'K29', name: 'Viêm dạ dày và tá tràng' },
      ],
    });
    fireEvent.change(box(), { target: { value: 'x' } });
    fireEvent.keyDown(box(), { key: 'Backspace' });
    // Text in the box: Backspace edits it, the diagnoses stay.
    expect(picked()).toBe('I10,J02,K29');
    fireEvent.change(box(), { target: { value: '' } });
    fireEvent.keyDown(box(), { key: 'Backspace' });
    expect(picked()).toBe('I10,J02');
    fireEvent.click(screen.getByRole('button', { name: 'Bỏ chẩn đoán I10' }));
    expect(picked()).toBe('J02');
  });

  it('says when nothing matches, and asks for a code or words before searching', async () => {
    const api = fakeApi().on('GET /icd10', icd10Answer);
    render();
    fireEvent.click(box());
    expect(await screen.findByText('Gõ mã hoặc tên bệnh để tìm')).toBeTruthy();
    expect(api.requests('GET /icd10')).toHaveLength(0);
    await search('zzz');
    expect(screen.getByText('Không có mã ICD-10 nào khớp')).toBeTruthy();
  });

  it('says the search failed, not that nothing matches, when the server cannot be reached', async () => {
    let online = false;
    fakeApi().on('GET /icd10', (request) => {
      if (!online) throw new TypeError('Failed to fetch');
      return icd10Answer(request);
    });
    render();
    await search('j02');
    expect(
      screen.getByText('Không tìm được: không kết nối được máy chủ. Gõ lại để thử lần nữa.'),
    ).toBeTruthy();
    expect(screen.queryByText('Không có mã ICD-10 nào khớp')).toBeNull();
    // Back online, typing again searches again.
    online = true;
    const list = await search('j02.9');
    expect(list.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'J02.9 · Viêm họng cấp, không đặc hiệu',
    ]);
  });

  it('shows loading until the answer for what is typed now has come', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    fakeApi().on('GET /icd10', async (request) => {
      await held;
      return icd10Answer(request);
    });
    render();
    fireEvent.focus(box());
    fireEvent.change(box(), { target: { value: 'J03' } });
    expect(await screen.findByText('Đang tải…')).toBeTruthy();
    // Enter while loading adds nothing.
    fireEvent.keyDown(box(), { key: 'Enter' });
    expect(picked()).toBe('');
    release();
    expect(await screen.findByRole('option', { name: 'J03 · Viêm amidan cấp' })).toBeTruthy();
  });

  it('speaks English when the user does', async () => {
    i18n.setLanguage('en');
    fakeApi().on('GET /icd10', icd10Answer);
    render();
    const input = screen.getByRole('combobox', { name: 'Diagnoses (ICD-10)' });
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'pharyngitis' } });
    expect(await screen.findByRole('option', { name: 'J02 · Acute pharyngitis' })).toBeTruthy();
  });

  it('offers nothing more once ten diagnoses are picked, and still removes one with Backspace', async () => {
    fakeApi().on('GET /icd10', icd10Answer);
    const ten = Array.from({ length: 10 }, (_, i) => ({ code: `A0${i}`, name: `Bệnh ${i}` }));
    render({ initial: ten });
    fireEvent.focus(box());
    fireEvent.change(box(), { target: { value: 'J02' } });
    expect(await screen.findByText('Đã đủ 10 chẩn đoán, bỏ bớt để thêm mã khác.')).toBeTruthy();
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    fireEvent.change(box(), { target: { value: '' } });
    fireEvent.keyDown(box(), { key: 'Backspace' });
    expect(picked()).toBe(
      ten
        .slice(0, 9)
        .map((d) => d.code)
        .join(','),
    );
  });

  it('is read-only when disabled', () => {
    render({ initial: [{ code: 'J02', name: 'Viêm họng cấp' }], disabled: true });
    expect((box() as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText('Viêm họng cấp', { exact: false })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Bỏ chẩn đoán J02' })).toBeNull();
  });
});
