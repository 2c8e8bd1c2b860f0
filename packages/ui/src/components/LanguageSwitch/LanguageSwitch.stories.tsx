import type { Meta, StoryObj } from '@storybook/react-vite';
import * as layout from '../../stories.css';
import { useT } from '../../useT';
import { LanguageSwitch } from './LanguageSwitch';

const meta = {
  title: 'Components/LanguageSwitch',
  component: LanguageSwitch,
  args: { size: 'md' },
  argTypes: { size: { control: 'inline-radio', options: ['md', 'lg'] } },
} satisfies Meta<typeof LanguageSwitch>;

export default meta;
type Story = StoryObj<typeof meta>;

function Preview() {
  const { t } = useT();
  return <p>{t('app.update.message')}</p>;
}

export const Default: Story = {
  render: (args) => (
    <div className={layout.column}>
      <LanguageSwitch {...args} />
      <Preview />
    </div>
  ),
};

export const Large: Story = { args: { size: 'lg' } };
