import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { ErrorPage } from './ErrorPage.tsx';

/** The usage section of its Storybook page (issue 45; checked by packages/ui/src/docs/usage.test.ts). */
const usage = `### When to use
The full-screen error page: not found, no access, or the app failed. An error in one section is an **ErrorBlock**.

### Do / Don't
**Do**
- Use the spec's title and text for the case.
- Offer the way back (home, sign in).

**Don't**
- Show it for a failed part of a page.
- Show stack traces or codes to users.

### Keyboard
Tab reaches its links and buttons; Enter follows or presses them.

### Screen readers
A page with a main heading that names the error, read first; its text and links follow in order.
`;

const meta = {
  title: 'Feedback/ErrorPage',
  component: ErrorPage,
  args: { message: 'Cannot read properties of undefined (reading "positions")' },
  argTypes: { action: { control: false } },
  parameters: { layout: 'fullscreen', docs: { description: { component: usage } } },
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
