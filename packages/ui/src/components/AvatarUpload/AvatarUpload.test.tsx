import { MB } from '@clinic/domain';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fakeFile, testUploader } from '../PropertyForm/testUploader';
import type { FileUploader } from '../PropertyForm/uploads';
import { AvatarUpload } from './AvatarUpload';

function Settings({
  uploader,
  initial,
  changes,
}: {
  uploader: FileUploader;
  initial: number | null;
  changes: (number | null)[];
}) {
  const [value, setValue] = useState(initial);
  return (
    <AvatarUpload
      name="Trần Thị Bích Lan"
      uploader={uploader}
      value={value}
      onChange={(id) => {
        changes.push(id);
        setValue(id);
      }}
    />
  );
}

function renderAvatar(uploader: FileUploader, initial: number | null = null) {
  const changes: (number | null)[] = [];
  const { container } = render(<Settings uploader={uploader} initial={initial} changes={changes} />);
  const input = container.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return { changes, input };
}

describe('AvatarUpload', () => {
  it('shows the initials, and opens the file dialog from the picture by keyboard', async () => {
    const user = userEvent.setup();
    const { input } = renderAvatar(testUploader().uploader);
    expect(screen.getByRole('img', { name: 'Trần Thị Bích Lan' })).toHaveTextContent('TL');
    expect(screen.getByText('JPG, PNG hoặc HEIC, tối đa 2 MB')).toBeInTheDocument();
    const openDialog = vi.spyOn(input, 'click');

    await user.tab();
    expect(screen.getByRole('button', { name: 'Chọn ảnh đại diện' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(openDialog).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Tải ảnh lên' }));
    expect(openDialog).toHaveBeenCalledTimes(2);
  });

  it('uploads a picked PNG as an avatar with its progress, then shows it', async () => {
    const user = userEvent.setup();
    const fake = testUploader();
    const { changes, input } = renderAvatar(fake.uploader);

    await user.upload(input, fakeFile('chan-dung.png', 'image/png', 1.5 * MB));
    expect(fake.upload).toHaveBeenCalledWith(expect.any(File), 1, expect.any(Function));
    await fake.calls[0]?.progress(0.5);
    expect(screen.getByRole('progressbar', { name: 'Đang tải lên chan-dung.png' })).toHaveAttribute(
      'value',
      '0.5',
    );
    await fake.calls[0]?.finish();

    expect(changes).toEqual([901]);
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByRole('img', { name: 'Trần Thị Bích Lan' })).toHaveAttribute(
      'src',
      '/files/901/chan-dung.png',
    );
    expect(screen.getByRole('button', { name: 'Đổi ảnh' })).toBeInTheDocument();
  });

  it('refuses a 3 MB picture and a GIF without uploading them', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const fake = testUploader();
    const { changes, input } = renderAvatar(fake.uploader);

    await user.upload(input, fakeFile('lon.jpg', 'image/jpeg', 3 * MB));
    expect(screen.getByRole('alert')).toHaveTextContent('“lon.jpg” quá lớn: tối đa 2 MB.');
    await user.upload(input, fakeFile('dong.gif', 'image/gif'));
    expect(screen.getByRole('alert')).toHaveTextContent(
      '“dong.gif” không đúng định dạng: chỉ nhận JPG, JPEG, HEIC, PNG.',
    );

    expect(fake.upload).not.toHaveBeenCalled();
    expect(changes).toEqual([]);
  });

  it('shows a stored picture and removes it back to the initials', async () => {
    const user = userEvent.setup();
    const fake = testUploader({ 42: '/f/42.jpg' });
    const { changes } = renderAvatar(fake.uploader, 42);
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Trần Thị Bích Lan' })).toHaveAttribute('src', '/f/42.jpg'),
    );
    expect(fake.resolveUrl).toHaveBeenCalledWith(42);

    await user.click(screen.getByRole('button', { name: 'Xóa ảnh' }));
    expect(changes).toEqual([null]);
    expect(screen.getByRole('img', { name: 'Trần Thị Bích Lan' })).toHaveTextContent('TL');
    expect(screen.queryByRole('button', { name: 'Xóa ảnh' })).toBeNull();
  });

  it('tells why the server refused the upload', async () => {
    const user = userEvent.setup();
    const fake = testUploader();
    const { changes, input } = renderAvatar(fake.uploader);
    await user.upload(input, fakeFile('anh.heic', ''));
    expect(fake.upload).toHaveBeenCalledTimes(1);
    await fake.calls[0]?.fail('Nội dung tệp không đúng loại');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Không tải lên được “anh.heic”: Nội dung tệp không đúng loại',
    );
    expect(changes).toEqual([]);
  });
});
