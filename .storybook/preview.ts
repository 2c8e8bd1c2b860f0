import type { Preview } from '@storybook/react-vite';
import '../packages/ui/src/global.css';
import { i18n, isLanguage } from '../packages/i18n/src/index';

const preview: Preview = {
  globalTypes: {
    locale: {
      description: 'Language of the components',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'vi', title: 'Tiếng Việt' },
          { value: 'en', title: 'English' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'vi' },
  decorators: [
    (Story, context) => {
      const locale: unknown = context.globals.locale;
      if (isLanguage(locale) && locale !== i18n.getLanguage()) i18n.setLanguage(locale);
      return Story();
    },
  ],
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
    backgrounds: { disable: true },
  },
};

export default preview;
