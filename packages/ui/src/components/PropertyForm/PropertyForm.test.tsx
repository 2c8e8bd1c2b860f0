import { MB, type PropertyDefinition, type PropertyValue } from '@clinic/domain';
import { i18n } from '@clinic/i18n';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { joinDateTime, splitDateTime } from './DateTimeInput';
import { PropertyForm } from './PropertyForm';
import { fakeFile, testUploader } from './testUploader';
import type { FileUploader } from './uploads';
import { validatePropertyValues } from './validatePropertyValues';

const prop = (
  id: number,
  name: string,
  fieldType: PropertyDefinition['fieldType'],
  extra: Partial<PropertyDefinition> = {},
): PropertyDefinition => ({
  id,
  name,
  internalName: `field_${id}`,
  entityType: 2,
  fieldType,
  size: 6,
  options: [],
  fixed: false,
  ...extra,
});

const height = prop(1, 'Chiều cao (cm)', 1, { internalName: 'height', fixed: true, size: 3 });
const job = prop(2, 'Nghề nghiệp', 1);
const history = prop(3, 'Tiền sử bệnh', 7, { size: 12 });
const blood = prop(4, 'Nhóm máu', 2, { options: ['A', 'B', 'AB', 'O'], size: 3 });
const lastVisit = prop(5, 'Ngày khám gần nhất', 3);
const followUp = prop(6, 'Giờ hẹn tái khám', 4);
const xray = prop(7, 'Ảnh X-quang', 5, { size: 12 });
const endoscopy = prop(8, 'Video nội soi', 6, { size: 12 });
const all = [height, job, history, blood, lastVisit, followUp, xray, endoscopy];

type Seen = { values: Record<number, PropertyValue> };

/** The form as a screen uses it: values in state, "Lưu" validates them. */
function Screen({
  initial,
  uploader,
  properties,
  seen,
}: {
  initial: Record<number, PropertyValue>;
  uploader: FileUploader;
  properties: PropertyDefinition[];
  seen: Seen;
}) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<number, string>>({});
  seen.values = values;
  return (
    <>
      <PropertyForm
        properties={properties}
        values={values}
        errors={errors}
        uploader={uploader}
        onChange={setValues}
      />
      <button type="button" onClick={() => setErrors(validatePropertyValues(properties, values))}>
        Lưu
      </button>
    </>
  );
}

function renderForm(
  initial: Record<number, PropertyValue> = {},
  uploader: FileUploader = testUploader().uploader,
  properties: PropertyDefinition[] = all,
) {
  const seen: Seen = { values: initial };
  render(<Screen initial={initial} uploader={uploader} properties={properties} seen={seen} />);
  return seen;
}

const fileInput = (name: string) => {
  const group = screen.getByRole('group', { name });
  const input = group.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error(`no file input in ${name}`);
  return input;
};

describe('PropertyForm', () => {
  it('gives each property the input of its type, labelled with its name, and keeps the values by id', async () => {
    const user = userEvent.setup();
    const form = renderForm();

    await user.type(screen.getByRole('textbox', { name: 'Chiều cao (cm)' }), '168');
    await user.type(screen.getByRole('textbox', { name: 'Nghề nghiệp' }), 'Giáo viên');
    await user.type(screen.getByRole('textbox', { name: 'Tiền sử bệnh' }), 'Tăng huyết áp{Enter}Dị ứng');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Nhóm máu' }), 'O');
    await user.type(screen.getByRole('textbox', { name: 'Ngày khám gần nhất' }), '05102026');
    await user.type(screen.getByRole('textbox', { name: 'Giờ hẹn tái khám' }), '21112026');
    await user.type(screen.getByRole('combobox', { name: 'Giờ hẹn tái khám – giờ' }), '0830');
    await user.tab();

    expect(form.values).toEqual({
      1: '168',
      2: 'Giáo viên',
      3: 'Tăng huyết áp\nDị ứng',
      4: 'O',
      5: '2026-10-05',
      6: dayjs('2026-11-21T08:30').format(),
    });
    expect(form.values[6]).toMatch(/^2026-11-21T08:30:00([+-]\d\d:\d\d|Z)$/);

    // Emptying a field clears its value, and the list can be set back to its empty choice.
    await user.clear(screen.getByRole('textbox', { name: 'Nghề nghiệp' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Nhóm máu' }), '');
    expect(form.values[2]).toBeNull();
    expect(form.values[4]).toBeNull();
  });

  it('shows the domain schema messages under the fields that are wrong', async () => {
    const user = userEvent.setup();
    renderForm({ 1: '1m70', 2: 'x'.repeat(1001), 4: 'Rh-', 6: '2026-11-21' });
    expect(screen.queryByText('Trường này phải là một số')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Lưu' }));

    expect(screen.getByRole('textbox', { name: 'Chiều cao (cm)' })).toHaveAccessibleDescription(
      'Trường này phải là một số',
    );
    expect(screen.getByRole('textbox', { name: 'Nghề nghiệp' })).toHaveAccessibleDescription(
      'Trường này chỉ được có tối đa 1000 ký tự',
    );
    expect(screen.getByRole('combobox', { name: 'Nhóm máu' })).toBeInvalid();
    // A date without its time is not quietly dropped: it is flagged.
    expect(screen.getByRole('textbox', { name: 'Giờ hẹn tái khám' })).toHaveAccessibleDescription(
      'Ngày không hợp lệ',
    );
    expect(screen.getAllByText('Giá trị của trường này không hợp lệ')).toHaveLength(1);
    expect(screen.getByRole('textbox', { name: 'Tiền sử bệnh' })).toBeValid();
  });

  it('keeps a date-time with its offset, and half of one as it is so validation can flag it', () => {
    const local = dayjs('2026-11-21T08:30').format();
    expect(joinDateTime({ date: '2026-11-21', time: '08:30' })).toBe(local);
    expect(splitDateTime(local)).toEqual({ date: '2026-11-21', time: '08:30' });
    for (const half of [
      { date: '2026-11-21', time: null },
      { date: null, time: '08:30' },
    ]) {
      expect(splitDateTime(joinDateTime(half))).toEqual(half);
    }
    expect(joinDateTime({ date: null, time: null })).toBeNull();
  });

  it('validates with the domain schema: blank is fine, wrong values give formError ids', () => {
    expect(validatePropertyValues(all, {})).toEqual({});
    expect(
      validatePropertyValues(all, {
        1: '170',
        5: '2026-02-30',
        6: '2026-11-21T08:30:00+07:00',
        7: [1, 2, 3, 4, 5, 6],
        8: [],
      }),
    ).toEqual({ 5: 'formError.date', 7: 'formError.maxItems' });
  });

  it('uploads a picked image with its progress, then shows its thumbnail', async () => {
    const user = userEvent.setup();
    const fake = testUploader();
    const form = renderForm({}, fake.uploader, [xray]);
    expect(screen.getByText('Ảnh JPG hoặc PNG, tối đa 20 MB mỗi ảnh, tối đa 5 ảnh')).toBeInTheDocument();

    await user.upload(fileInput('Ảnh X-quang'), fakeFile('phim-phoi.png', 'image/png'));

    expect(fake.upload).toHaveBeenCalledWith(expect.any(File), 3, expect.any(Function));
    const bar = screen.getByRole('progressbar', { name: 'Đang tải lên phim-phoi.png' });
    expect(bar).toHaveAttribute('value', '0');
    await fake.calls[0]?.progress(0.4);
    expect(bar).toHaveAttribute('value', '0.4');
    expect(screen.getByText('40%')).toBeInTheDocument();

    await fake.calls[0]?.finish();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByRole('img', { name: 'Ảnh 1' })).toHaveAttribute('src', '/files/901/phim-phoi.png');
    expect(screen.getByRole('link', { name: 'Mở ảnh 1 cỡ lớn' })).toHaveAttribute('target', '_blank');
    expect(form.values).toEqual({ 7: [901] });
    expect(screen.getByText('1/5 ảnh')).toBeInTheDocument();
  });

  it('refuses a too large or wrong-type image without sending it', async () => {
    // The OS dialog can be switched to "All files": the accept list is a hint, so the input checks again.
    const user = userEvent.setup({ applyAccept: false });
    const fake = testUploader();
    const form = renderForm({}, fake.uploader, [xray]);

    await user.upload(fileInput('Ảnh X-quang'), [
      fakeFile('sieu-am.jpg', 'image/jpeg', 21 * MB),
      fakeFile('ket-qua.pdf', 'application/pdf'),
      fakeFile('anh.heic', 'image/heic'),
    ]);

    expect(fake.upload).not.toHaveBeenCalled();
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('“sieu-am.jpg” quá lớn: tối đa 20 MB.');
    expect(alert).toHaveTextContent('“ket-qua.pdf” không đúng định dạng: chỉ nhận JPG, JPEG, PNG.');
    expect(alert).toHaveTextContent('“anh.heic” không đúng định dạng');
    expect(form.values).toEqual({});
  });

  it('takes at most five images: the sixth is refused, and the add tile goes away', async () => {
    const user = userEvent.setup();
    const fake = testUploader({ 11: '/f/11', 12: '/f/12', 13: '/f/13', 14: '/f/14' });
    const form = renderForm({ 7: [11, 12, 13, 14] }, fake.uploader, [xray]);
    await waitFor(() => expect(screen.getByRole('img', { name: 'Ảnh 4' })).toHaveAttribute('src', '/f/14'));
    expect(screen.getByRole('button', { name: 'Thêm ảnh' })).toBeInTheDocument();

    await user.upload(fileInput('Ảnh X-quang'), [
      fakeFile('anh-5.jpg', 'image/jpeg'),
      fakeFile('anh-6.jpg', 'image/jpeg'),
    ]);

    expect(fake.upload).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Chỉ được tải lên tối đa 5 tệp; “anh-6.jpg” chưa được thêm.',
    );
    await fake.calls[0]?.finish();
    expect(form.values[7]).toEqual([11, 12, 13, 14, 901]);
    expect(screen.queryByRole('button', { name: 'Thêm ảnh' })).toBeNull();
    expect(screen.getByText('5/5 ảnh')).toBeInTheDocument();
  });

  it('removes an image with its X at once, and Undo puts it back in its place', async () => {
    const user = userEvent.setup();
    const fake = testUploader({ 11: '/f/11', 12: '/f/12' });
    const form = renderForm({ 7: [11, 12] }, fake.uploader, [xray]);

    await user.click(screen.getByRole('button', { name: 'Bỏ ảnh 1' }));
    expect(form.values[7]).toEqual([12]);
    expect(screen.getByText('Đã bỏ một ảnh.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Hoàn tác' }));
    expect(form.values[7]).toEqual([11, 12]);

    await user.click(screen.getByRole('button', { name: 'Bỏ ảnh 2' }));
    await user.click(screen.getByRole('button', { name: 'Bỏ ảnh 1' }));
    expect(form.values[7]).toBeNull();
  });

  it('says why an upload failed on the server', async () => {
    const user = userEvent.setup();
    const fake = testUploader();
    renderForm({}, fake.uploader, [xray]);
    await user.upload(fileInput('Ảnh X-quang'), fakeFile('hong.png', 'image/png'));
    await fake.calls[0]?.fail('Tệp bị hỏng');
    expect(screen.getByRole('alert')).toHaveTextContent('Không tải lên được “hong.png”: Tệp bị hỏng');
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('uploads one MP4 video as property media and plays it in place', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const fake = testUploader();
    const form = renderForm({}, fake.uploader, [endoscopy]);
    expect(screen.getByRole('button', { name: 'Chọn video' })).toBeInTheDocument();
    expect(screen.getByText('Một video MP4 hoặc AVI, tối đa 20 MB')).toBeInTheDocument();

    await user.upload(fileInput('Video nội soi'), fakeFile('noi-soi.mov', 'video/quicktime'));
    expect(fake.upload).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('chỉ nhận MP4, AVI');

    await user.upload(fileInput('Video nội soi'), fakeFile('noi-soi.mp4', 'video/mp4'));
    expect(fake.upload).toHaveBeenCalledWith(expect.any(File), 3, expect.any(Function));
    expect(screen.getByRole('progressbar', { name: 'Đang tải lên noi-soi.mp4' })).toBeInTheDocument();
    await fake.calls[0]?.finish();

    const group = screen.getByRole('group', { name: 'Video nội soi' });
    const video = group.querySelector('video');
    expect(video).toHaveAttribute('src', '/files/901/noi-soi.mp4');
    expect(video).toHaveAttribute('controls');
    expect(form.values).toEqual({ 8: [901] });
    expect(screen.queryByRole('button', { name: 'Chọn video' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Bỏ video' }));
    expect(form.values[8]).toBeNull();
    expect(screen.getByRole('button', { name: 'Chọn video' })).toBeInTheDocument();
  });

  it('read-only, shows the values as text, dates the Vietnamese way, thumbnails and the player', async () => {
    const fake = testUploader({ 31: '/f/31', 32: '/f/32', 41: '/f/41.mp4' });
    const followUpAt = dayjs('2026-11-21T08:30').format();
    render(
      <PropertyForm
        properties={all}
        values={{
          1: '168',
          3: 'Tăng huyết áp',
          4: 'O',
          5: '2026-10-05',
          6: followUpAt,
          7: [31, 32],
          8: [41],
        }}
        uploader={fake.uploader}
        readOnly
        onChange={() => undefined}
      />,
    );
    const value = (name: string) => {
      const term = screen.getByText(name, { selector: 'dt' });
      return term.nextElementSibling as HTMLElement;
    };
    expect(value('Chiều cao (cm)')).toHaveTextContent('168');
    expect(value('Nghề nghiệp')).toHaveTextContent('—');
    expect(value('Tiền sử bệnh')).toHaveTextContent('Tăng huyết áp');
    expect(value('Nhóm máu')).toHaveTextContent('O');
    expect(value('Ngày khám gần nhất')).toHaveTextContent('05/10/2026');
    expect(value('Giờ hẹn tái khám')).toHaveTextContent('08:30 21/11/2026');
    await waitFor(() =>
      expect(within(value('Ảnh X-quang')).getByRole('img', { name: 'Ảnh 2' })).toHaveAttribute(
        'src',
        '/f/32',
      ),
    );
    expect(value('Video nội soi').querySelector('video')).toHaveAttribute('src', '/f/41.mp4');
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('labels a built-in property in the reader’s language and the clinic’s own as typed', () => {
    const { rerender } = render(
      <PropertyForm
        properties={[height, job]}
        values={{}}
        uploader={testUploader({}).uploader}
        onChange={() => {}}
      />,
    );
    act(() => i18n.setLanguage('en'));
    try {
      expect(screen.getByRole('textbox', { name: 'Height (cm)' })).toBeInTheDocument();
      expect(screen.getByRole('textbox', { name: 'Nghề nghiệp' })).toBeInTheDocument();
      rerender(
        <PropertyForm
          properties={[height, job]}
          values={{ 1: '168' }}
          uploader={testUploader({}).uploader}
          readOnly
          onChange={() => {}}
        />,
      );
      expect(screen.getByText('Height (cm)', { selector: 'dt' })).toBeInTheDocument();
    } finally {
      act(() => i18n.setLanguage('vi'));
    }
    expect(screen.getByText('Chiều cao (cm)', { selector: 'dt' })).toBeInTheDocument();
  });

  it('lays each field out in its width of the 12-column grid', () => {
    renderForm({}, undefined, [height, job, history]);
    const cell = (name: string) => screen.getByText(name).closest('label')?.parentElement;
    const classes = [cell('Chiều cao (cm)'), cell('Nghề nghiệp'), cell('Tiền sử bệnh')].map(
      (e) => e?.className,
    );
    expect(new Set(classes).size).toBe(3);
  });

  it('says so when a form has no fields', () => {
    render(
      <PropertyForm properties={[]} values={{}} uploader={testUploader().uploader} onChange={() => {}} />,
    );
    expect(screen.getByText('Biểu mẫu chưa có trường thông tin nào')).toBeInTheDocument();
  });
});
