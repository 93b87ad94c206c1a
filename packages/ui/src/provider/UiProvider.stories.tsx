import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../components/Button/Button.tsx';
import { EmptyState } from '../components/EmptyState/EmptyState.tsx';
import { Stack } from '../components/Stack/Stack.tsx';
import { useToast } from '../components/Toast/ToastHost.tsx';
import { UiProvider } from './UiProvider.tsx';

const meta = {
  title: 'Foundations/UiProvider',
  component: UiProvider,
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
    await expect(canvas.getByText('Il n’y a aucune entrée')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    // The region comes with the first toast (its code loads then); there is one, the outer one.
    const region = await within(document.body).findByRole('region', { name: /\(F8\)/ });
    await waitFor(() => expect(region).toHaveTextContent('Saved'));
    await expect(within(document.body).getAllByRole('region', { name: /\(F8\)/ })).toHaveLength(1);
  },
};
