import type { Meta, StoryObj } from '@storybook/react-vite';
import { LanguageSwitch } from '../LanguageSwitch/LanguageSwitch';
import { AppHeader } from './AppHeader';

const meta = {
  title: 'Components/AppHeader',
  component: AppHeader,
  parameters: { layout: 'fullscreen' },
  args: {
    name: 'ClinicOS — Quản lý phòng khám',
    shortName: 'ClinicOS',
    appTitle: 'Ứng dụng nhân viên',
    size: 'md',
  },
} satisfies Meta<typeof AppHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { args: { actions: <LanguageSwitch /> } };
export const Television: Story = {
  args: { appTitle: 'Màn hình gọi số', size: 'tv', actions: <LanguageSwitch /> },
};
