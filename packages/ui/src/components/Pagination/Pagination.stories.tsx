import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Pagination, type PaginationProps } from './Pagination.tsx';
import { UNLIMITED_PAGE_SIZE } from './pages.ts';

/** The pager as a list screen holds it: page and size in state, the server's total given. */
function PagedList(props: PaginationProps) {
  const [page, setPage] = useState(props.page);
  const [pageSize, setPageSize] = useState(props.pageSize);
  return (
    <Pagination
      {...props}
      page={page}
      pageSize={pageSize}
      onPageChange={(next) => {
        setPage(next);
        props.onPageChange(next);
      }}
      onPageSizeChange={(next) => {
        setPageSize(next);
        setPage(1);
        props.onPageSizeChange?.(next);
      }}
    />
  );
}

/** The usage section of its Storybook page (issue 45; checked by packages/ui/src/docs/usage.test.ts). */
const usage = `### When to use
The pager of a server-paged list: the range shown, previous / next, the page numbers near the current one, and the page size. A list that fits one screen needs none; a short list with a tail is a **ShowMore**.

### Do / Don't
**Do**
- Give it \`total\` from the server so the range is right.
- Offer page sizes from the spec.

**Don't**
- Page on the client a list already complete.
- Drop the range line: it tells which entries of how many are shown.

### Keyboard
Tab moves through previous, the page buttons, next and the page size select; Enter or Space presses a button.

### Screen readers
A navigation landmark named "Pagination"; each page button is named "Page N", the current one \`aria-current="page"\`; gaps are hidden.
`;

const meta = {
  title: 'Data/Pagination',
  component: Pagination,
  parameters: { docs: { description: { component: usage } } },
  args: {
    page: 1,
    pageSize: 50,
    total: 1234,
    onPageChange: fn(),
    onPageSizeChange: fn(),
    pageSizeOptions: [10, 50, 100, 1000, UNLIMITED_PAGE_SIZE],
  },
  render: (args) => <PagedList {...args} />,
} satisfies Meta<typeof Pagination>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The first of 25 pages: where we are, the first pages and the last, Previous disabled. */
export const FirstPage: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Seitennavigation' });
    await expect(within(nav).getByText("1–50 von 1'234")).toBeVisible();
    await expect(within(nav).getByRole('button', { name: 'Seite 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(nav).getByRole('button', { name: 'Seite 25' })).toBeVisible();
    await expect(within(nav).getByRole('button', { name: 'Vorherige Seite' })).toBeDisabled();
  },
};

/** A click on a page number or on Next moves the list to that page. */
export const ChangePage: Story = {
  play: async ({ args, canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation');
    await userEvent.click(within(nav).getByRole('button', { name: 'Nächste Seite' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
    await userEvent.click(within(nav).getByRole('button', { name: 'Seite 25' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(25);
    await expect(within(nav).getByText("1'201–1'234 von 1'234")).toBeVisible();
    await expect(within(nav).getByRole('button', { name: 'Nächste Seite' })).toBeDisabled();
    await expect(within(nav).getByRole('button', { name: 'Seite 24' })).toBeVisible();
  },
};

/** Keyboard path: Tab reaches the pager's buttons in order, Enter and Space press them. */
export const Keyboard: Story = {
  args: { page: 10 },
  play: async ({ args, canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation');
    await userEvent.tab();
    await expect(within(nav).getByRole('button', { name: 'Vorherige Seite' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(9);
    await userEvent.tab();
    await expect(within(nav).getByRole('button', { name: 'Seite 1' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(1);
    await expect(within(nav).getByRole('button', { name: 'Seite 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** The page size: the app's options, the spec's 'unlimited' reads "All". */
export const PageSize: Story = {
  globals: { locale: 'en' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Entries per page/ }));
    const listbox = await within(document.body).findByRole('listbox');
    await expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['10', '50', '100', "1'000", 'All']);
    await userEvent.click(within(listbox).getByRole('option', { name: 'All' }));
    await expect(args.onPageSizeChange).toHaveBeenLastCalledWith(UNLIMITED_PAGE_SIZE);
    await expect(canvas.getByText("1–1'234 of 1'234")).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled();
  },
};

/** Labels in French and Italian come from ui's own texts. */
export const French: Story = {
  globals: { locale: 'fr' },
  args: { page: 3 },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', {
      name: 'Navigation entre les pages',
    });
    await expect(within(nav).getByRole('button', { name: 'Page précédente' })).toBeEnabled();
    await expect(within(nav).getByRole('button', { name: 'Page suivante' })).toBeEnabled();
  },
};

export const Italian: Story = {
  globals: { locale: 'it' },
  args: { total: 0 },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Paginazione' });
    await expect(within(nav).getByText('0–0 di 0')).toBeVisible();
    await expect(within(nav).getByRole('button', { name: 'Pagina successiva' })).toBeDisabled();
  },
};
