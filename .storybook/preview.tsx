import { loadFormMessages } from '@adconsole/forms';
import {
  loadUiMessages,
  type ThemeName,
  type UiLocale,
  UiProvider,
  uiLocales,
} from '@adconsole/ui';
import type { Preview } from '@storybook/react-vite';

const preview: Preview = {
  // Every component gets a docs page generated from its props (addon-docs).
  tags: ['autodocs'],
  globalTypes: {
    locale: {
      description: 'Interface language',
      toolbar: { icon: 'globe', items: [...uiLocales], dynamicTitle: true },
    },
    theme: {
      description: 'Theme',
      toolbar: { icon: 'mirror', items: ['light', 'dark'], dynamicTitle: true },
    },
  },
  initialGlobals: { locale: 'de', theme: 'light' },
  parameters: {
    // Every story is also an accessibility test: an axe violation fails it.
    a11y: { test: 'error' },
    controls: { expanded: true },
    layout: 'padded',
  },
  // ui's and forms' texts come one language at a time (issue 36): in before the story renders.
  loaders: [
    async ({ globals }) => {
      const locale = globals.locale as UiLocale;
      await Promise.all([loadUiMessages(locale), loadFormMessages(locale)]);
      return {};
    },
  ],
  decorators: [
    (Story, { globals }) => (
      <UiProvider locale={globals.locale as UiLocale} theme={globals.theme as ThemeName}>
        <Story />
      </UiProvider>
    ),
  ],
};

export default preview;
