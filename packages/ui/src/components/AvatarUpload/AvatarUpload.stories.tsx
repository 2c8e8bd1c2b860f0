import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import * as layout from '../../stories.css';
import { createStoryUploader, sampleImage } from '../PropertyForm/storyUploader';
import { AvatarUpload, type AvatarUploadProps } from './AvatarUpload';

const uploader = createStoryUploader({ stored: { 42: sampleImage('BS. Lan', '#0f766e') } });

function Stateful(props: Partial<AvatarUploadProps>) {
  const [value, setValue] = useState<number | null>(props.value ?? null);
  return (
    <AvatarUpload
      name="Trần Thị Bích Lan"
      uploader={uploader}
      {...props}
      value={value}
      onChange={(id) => {
        setValue(id);
        props.onChange?.(id);
      }}
    />
  );
}

const meta = {
  title: 'Forms/AvatarUpload',
  component: AvatarUpload,
  args: { value: null, onChange: () => undefined, uploader, name: 'Trần Thị Bích Lan' },
} satisfies Meta<typeof AvatarUpload>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No picture yet: the initials. Click the picture or the button and pick a JPG, PNG or HEIC of at most 2 MB. */
export const Empty: Story = { render: (args) => <Stateful {...args} /> };

export const WithPicture: Story = { render: (args) => <Stateful {...args} value={42} /> };

export const Sizes: Story = {
  render: (args) => (
    <div className={layout.column}>
      <Stateful {...args} value={42} size={40} />
      <Stateful {...args} value={42} size={64} />
    </div>
  ),
};

export const Disabled: Story = { render: (args) => <Stateful {...args} value={42} disabled /> };

/** The server refuses the file (its bytes are not an image): the reason shows under the buttons. */
export const UploadFails: Story = {
  render: (args) => (
    <Stateful
      {...args}
      uploader={createStoryUploader({ duration: 600, failWith: 'Nội dung tệp không đúng loại đã khai báo' })}
    />
  ),
};
