import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../components/Button/Button.tsx';
import { EmptyState } from '../components/EmptyState/EmptyState.tsx';
import { Stack } from '../components/Stack/Stack.tsx';
import { useToast } from '../components/Toast/ToastHost.tsx';
import { UiProvider } from './UiProvider.tsx';

/** The usage section of its Storybook page (issue 45; checked by packages/ui/src/docs/usage.test.ts). */
const usage = `### When to use
Wrap every app (and every story) once: it sets the locale for react-aria's number and date formats, ui's built-in texts in that language, the router for links, and the toast host. The **Foundations/I18n** page explains the set-up.

### Do / Don't
**Do**
- Pass \`locale\` from the user's language and \`translate\` to take ui's texts from the app's catalogue.
- Pass \`navigate\` so links route client side.

**Don't**
- Nest a provider to give ui other texts: pass \`translate\` to the outer one (a nested provider is for another theme or language in one part).
- Format dates or numbers outside it.

### Keyboard
None of its own; it sets the keyboard behaviours of the components inside (through react-aria's I18nProvider and RouterProvider).

### Screen readers
It passes the locale to react-aria, so its announcements (date segments, selection) are in the user's language, and ui's own labels (Close, Pagination, Loading…) come from the catalogue of that language.
`;

const meta = {
  title: 'Foundations/UiProvider',
  component: UiProvider,
  parameters: { docs: { description: { component: usage } } },
  args: { locale: 'en', children: null },
  argTypes: { children: { control: false } },
} satisfies Meta<typeof UiProvider>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An app's translate function overrides ui's texts by key; unknown keys keep the default. */
export const TranslateOverride: Story = {
  render: (args) => (
    <UiProvider
      {...args}
      translate={(key) => (key === 'ui.empty' ? 'No campaigns yet' : undefined)}
    >
      <Stack>
        <EmptyState />
        <Button isBusy>Save</Button>
      </Stack>
    </UiProvider>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No campaigns yet')).toBeVisible();
    await expect(canvas.getByRole('progressbar')).toHaveAccessibleName('Working…');
  },
};

function ToastButton() {
  const toast = useToast();
  return <Button onPress={() => toast({ title: 'Saved' })}>Save</Button>;
}

/**
 * A nested provider (here a dark part of a light screen, in French) keeps the outer one's
 * toast host: one notifications region for the whole app.
 */
export const Nested: Story = {
  render: (args) => (
    <UiProvider {...args} theme="dark" locale="fr">
      <Stack>
        <EmptyState />
        <ToastButton />
      </Stack>
    </UiProvider>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Il n’y a aucune entrée')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    // The region comes with the first toast (its code loads then); there is one, the outer one.
    const region = await within(document.body).findByRole('region', { name: /\(F8\)/ });
    await waitFor(() => expect(region).toHaveTextContent('Saved'));
    await expect(within(document.body).getAllByRole('region', { name: /\(F8\)/ })).toHaveLength(1);
  },
};
