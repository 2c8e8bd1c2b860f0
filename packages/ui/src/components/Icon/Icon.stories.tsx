import type { Meta, StoryObj } from '@storybook/react-vite';
import * as layout from '../../stories.css';
import { Icon } from './Icon';
import * as styles from './Icon.stories.css';
import { iconNames } from './paths';

const meta = {
  title: 'Components/Icon',
  component: Icon,
  args: { name: 'calendar', size: 'lg' },
  argTypes: {
    name: { control: 'select', options: iconNames },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg', 'xl'] },
  },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const AllIcons: Story = {
  render: (args) => (
    <ul className={styles.grid}>
      {iconNames.map((name) => (
        <li key={name} className={styles.cell}>
          <Icon {...args} name={name} />
          <code className={styles.name}>{name}</code>
        </li>
      ))}
    </ul>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <div className={layout.row}>
      {(['sm', 'md', 'lg', 'xl'] as const).map((size) => (
        <Icon key={size} {...args} size={size} />
      ))}
    </div>
  ),
};
