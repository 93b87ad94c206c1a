import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { ErrorPage } from './ErrorPage.tsx';

const meta = {
  title: 'Feedback/ErrorPage',
  component: ErrorPage,
  args: { message: 'Cannot read properties of undefined (reading "positions")' },
  argTypes: { action: { control: false } },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ErrorPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Spec 1 §2.13: "title defaults to 'Oops, an error occurred' with the message beneath". */
export const DefaultEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const title = canvas.getByRole('heading', { level: 1, name: 'Oops, an error occurred' });
    const message = canvas.getByText(args.message as string);
    await expect(
      title.compareDocumentPosition(message) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  },
};

/** Full screen: it fills the viewport's height. */
export const DefaultGerman: Story = {
  play: async ({ canvasElement }) => {
    const main = within(canvasElement).getByRole('main');
    await expect(
      within(main).getByRole('heading', { name: 'Hoppla, ein Fehler ist aufgetreten' }),
    ).toBeVisible();
    await expect(main.getBoundingClientRect().height).toBeGreaterThanOrEqual(window.innerHeight);
  },
};

export const WithAction: Story = {
  args: { action: <Button onPress={() => {}}>Reload</Button> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Reload' })).toBeVisible();
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, args: WithAction.args };
