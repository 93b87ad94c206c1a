import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { UiProvider } from '../../provider/UiProvider.tsx';
import { Button } from '../Button/Button.tsx';
import { Inline } from '../Inline/Inline.tsx';
import { toastTones } from './Toast.css.ts';
import { Toast, toastDuration } from './Toast.tsx';
import { PAGE_TOAST_CARRY_MS, useToast } from './ToastHost.tsx';

/** The usage section of its Storybook page (issue 45; checked by packages/ui/src/docs/usage.test.ts). */
const usage = `### When to use
A short message after an action (saved, sent, failed) shown top-right for 5 seconds. Apps call \`useToast()\`; the Toast component declares one in place. A lasting error is an **ErrorBlock**; a question is a **ConfirmDialog**.

### Do / Don't
**Do**
- Keep the title short and the body one sentence.
- Use the critical tone for failures.

**Don't**
- Put the only copy of important information in a toast.
- Put buttons the user must press in it.

### Keyboard
F8 moves focus to the notifications; Tab reaches a toast's close button; Escape dismisses the focused toast. The timer pauses while it has focus or the pointer.

### Screen readers
The region is named "Notifications (F8)"; critical toasts are announced at once, others politely.
`;

const meta = {
  title: 'Overlays/Toast',
  component: Toast,
  parameters: { docs: { description: { component: usage } } },
  args: { title: 'Error', body: 'The campaign could not be saved.', tone: 'critical' },
  argTypes: { tone: { control: 'inline-radio', options: toastTones } },
  render: (args) => <ShowToastButton {...args} />,
} satisfies Meta<typeof Toast>;
export default meta;
type Story = StoryObj<typeof meta>;

function ShowToastButton(props: Parameters<ReturnType<typeof useToast>>[0]) {
  const toast = useToast();
  return <Button onPress={() => toast(props)}>Save campaign</Button>;
}

const show = async (canvasElement: HTMLElement) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Save campaign' }));
  // The notifications region comes with the toast code, which loads with the first toast.
  const region = await within(document.body).findByRole('region', { name: /Benachrichtigungen/ });
  await waitFor(() => expect(within(region).getAllByRole('listitem')).toHaveLength(1));
  return within(region).getAllByRole('listitem')[0] as HTMLElement;
};

/**
 * `useToast()` shows a toast with a title and a body, top right: below the app's header when
 * there is one (AppShell's ToastBelowTheHeader), here at the top. Over the header they covered
 * its menus (issue 33); at the bottom they covered the list's rows just changed (issue 46).
 */
export const TopRight: Story = {
  play: async ({ canvasElement }) => {
    const toast = await show(canvasElement);
    await expect(toast).toHaveTextContent('Error');
    await expect(toast).toHaveTextContent('The campaign could not be saved.');
    const box = toast.getBoundingClientRect();
    await expect(box.top).toBeLessThan(40);
    await expect(window.innerWidth - box.right).toBeLessThan(40);
  },
};

function PageToasts() {
  const [page, setPage] = useState('/orders');
  return (
    <UiProvider locale="de" page={page}>
      <PageButtons onPageChange={() => setPage('/crm/accounts')} />
    </UiProvider>
  );
}

function PageButtons({ onPageChange }: { onPageChange: () => void }) {
  const toast = useToast();
  return (
    <Inline>
      <Button onPress={() => toast({ title: 'Saved', tone: 'positive', duration: 60_000 })}>
        Save
      </Button>
      <Button
        onPress={() => toast({ title: 'Export running', keepOnPageChange: true, duration: 60_000 })}
      >
        Export
      </Button>
      <Button onPress={onPageChange}>Other page</Button>
    </Inline>
  );
}

/** A toast about a page goes when another page opens; a job's toast may stay. */
export const GoesWithThePage: Story = {
  render: () => <PageToasts />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Export' }));
    const region = await within(document.body).findByRole('region', { name: /Benachrichtigungen/ });
    await waitFor(() => expect(within(region).getAllByRole('listitem')).toHaveLength(2));
    // Read on this page for longer than PAGE_TOAST_CARRY_MS: "Saved" goes with the page.
    await new Promise((resolve) => setTimeout(resolve, PAGE_TOAST_CARRY_MS + 100));
    await userEvent.click(canvas.getByRole('button', { name: 'Other page' }));
    await waitFor(() => expect(within(region).getAllByRole('listitem')).toHaveLength(1));
    await expect(within(region).getByRole('listitem')).toHaveTextContent('Export running');
  },
};

/**
 * A toast raised just before the page changes is about that change (created, and the new
 * record opens): it comes along to the next page.
 */
export const ComesAlongWithItsNavigation: Story = {
  render: () => <PageToasts />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Other page' }));
    const region = await within(document.body).findByRole('region', { name: /Benachrichtigungen/ });
    await waitFor(() => expect(within(region).getByRole('listitem')).toHaveTextContent('Saved'));
  },
};

/** The close button (named "Schliessen") removes it at once. */
export const Close: Story = {
  play: async ({ canvasElement }) => {
    const toast = await show(canvasElement);
    await userEvent.click(within(toast).getByRole('button', { name: 'Schliessen' }));
    await waitFor(() => expect(toast).not.toBeInTheDocument());
  },
};

/** Spec 1 §9: "Toasts last 5000 ms". */
export const LastsFiveSeconds: Story = {
  args: { tone: 'positive', title: 'Saved', body: undefined },
  play: async ({ canvasElement }) => {
    await expect(toastDuration).toBe(5000);
    const shownAt = performance.now();
    const toast = await show(canvasElement);
    await waitFor(() => expect(toast).not.toBeInTheDocument(), { timeout: 7000 });
    await expect(performance.now() - shownAt).toBeGreaterThanOrEqual(4900);
  },
};

/** Every tone, declared in place (apps use `useToast()`); long text wraps. */
export const Tones: Story = {
  render: () => (
    <Inline>
      {toastTones.map((tone) => (
        <Toast
          key={tone}
          tone={tone}
          title={`Tone ${tone}`}
          body="The booking confirmation was sent to anna.muster@example.ch and two further contacts of the account."
          duration={Number.POSITIVE_INFINITY}
        />
      ))}
    </Inline>
  ),
  play: async () => {
    const region = await within(document.body).findByRole('region', { name: /Benachrichtigungen/ });
    await waitFor(() =>
      expect(within(region).getAllByRole('listitem')).toHaveLength(toastTones.length),
    );
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, render: Tones.render, play: Tones.play };
