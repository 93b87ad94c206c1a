import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AttachmentList } from '../AttachmentList/AttachmentList.tsx';
import { DropdownMenuItem } from '../DropdownMenu/DropdownMenu.tsx';
import { Link } from '../Link/Link.tsx';
import { Timeline, TimelineItem } from './Timeline.tsx';

const onEdit = fn();
const onDelete = fn();
const onDownload = fn();

/** An activity list as the sales screens show it, with fixed local dates (stories are fixtures). */
function ActivityTimeline() {
  return (
    <Timeline aria-label="Aktivitäten">
      <TimelineItem
        date="2026-11-20T14:35:00"
        type="phone"
        sentence={
          <>
            Anna Meier hat <Link href="/crm/accounts/coop">Coop Genossenschaft</Link> angerufen
            (Aufgabe <Link href="/sales/tasks/details/418">#418</Link>)
          </>
        }
        chips={[
          { label: 'Labels', items: [{ id: 'l1', label: 'Winterkampagne' }] },
          {
            label: 'Kontakte',
            items: [
              { id: 'c1', label: 'Luca Rossi' },
              { id: 'c2', label: 'Claire Dubois' },
            ],
          },
          { label: 'Teilnehmende', items: [] },
        ]}
        title="Angebot Winter 2026"
        actions={
          <>
            <DropdownMenuItem onAction={() => onEdit('call')}>Bearbeiten</DropdownMenuItem>
            <DropdownMenuItem tone="critical" onAction={() => onDelete('call')}>
              Löschen
            </DropdownMenuItem>
          </>
        }
        actionsLabel="Aktionen für den Anruf vom 20.11.2026"
        attachments={
          <AttachmentList
            onDownload={onDownload}
            files={[
              { id: 'f1', name: 'Offer_Winter_2026.pdf', scanStatus: 'SCAN_SUCCESSFUL' },
              { id: 'f2', name: 'Print_format_A4.pdf' },
              { id: 'f3', name: 'Banner_300x250.png' },
              { id: 'f4', name: 'Banner_728x90.png' },
            ]}
          />
        }
      >
        {'Preise für Print und Digital besprochen.\nRückruf nächste Woche.'}
      </TimelineItem>
      <TimelineItem
        date="2026-11-18T09:05:00"
        type="email"
        sentence={
          <>
            Luca Rossi hat <Link href="/crm/accounts/sbb">Schweizerische Bundesbahnen SBB</Link>{' '}
            eine E-Mail geschrieben
          </>
        }
      >
        Mediaplan verschickt.
      </TimelineItem>
      <TimelineItem
        date={new Date(2026, 10, 3, 16, 0)}
        type="meeting"
        sentence={
          <>
            Claire Dubois hat <Link href="/crm/accounts/migros">Migros</Link> getroffen
          </>
        }
        chips={[{ label: 'Teilnehmende', items: [{ id: 'u1', label: 'Anna Meier' }] }]}
      />
      <TimelineItem
        date="2026-10-28T11:20:00"
        type="other"
        sentence="Kampagnenfeld «Budget» geändert"
      />
    </Timeline>
  );
}

/** The usage section of its Storybook page (issue 45; checked by packages/ui/src/docs/usage.test.ts). */
const usage = `### When to use
Activities or comments along a line, each with its moment, an icon by type, the sentence, chips, message, files and actions. A plain list of records is a **DataTable**.

### Do / Don't
**Do**
- Name the list ("Activities").
- Put an entry's actions in its menu.

**Don't**
- Use it for data users sort or filter column by column.
- Show ISO timestamps; pass the moment and let it format.

### Keyboard
Tab moves through each entry's links, chips, file buttons and action menu, in order.

### Screen readers
An ordered list named by its \`aria-label\`; each entry is a list item read in order, chip groups are lists named by their label.
`;

const meta = {
  title: 'Timeline/Timeline',
  component: Timeline,
  parameters: { docs: { description: { component: usage } } },
  args: { 'aria-label': 'Aktivitäten', children: null },
  argTypes: { children: { control: false } },
  render: () => <ActivityTimeline />,
} satisfies Meta<typeof Timeline>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = within(document.body);
const entries = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('list', { name: 'Aktivitäten' }))
    .getAllByRole('listitem')
    .filter((item) => item.parentElement?.getAttribute('aria-label') === 'Aktivitäten');

/**
 * Spec 2 §2: "Each item shows: time (HH:mm) and date (DD.MM.YYYY); an icon by type (email,
 * meeting, phone, other); a sentence ... with a link to the account; labels; a link to the
 * task; additional participants; contacts; title; message; attachments."
 */
export const Activities: Story = {
  play: async ({ canvasElement }) => {
    const [call, mail, meeting, other] = entries(canvasElement) as HTMLElement[];
    const callEntry = within(call as HTMLElement);
    await expect(call?.querySelector('time')).toHaveTextContent('14:3520.11.2026');
    await expect(mail?.querySelector('time')).toHaveTextContent('09:0518.11.2026');
    await expect(meeting?.querySelector('time')).toHaveTextContent('16:0003.11.2026');
    await expect(
      [call, mail, meeting, other].map((entry) =>
        entry?.querySelector('[data-icon]')?.getAttribute('data-icon'),
      ),
    ).toEqual(['phone', 'email', 'meeting', 'other']);
    await expect(callEntry.getByRole('link', { name: 'Coop Genossenschaft' })).toHaveAttribute(
      'href',
      '/crm/accounts/coop',
    );
    await expect(callEntry.getByRole('link', { name: '#418' })).toHaveAttribute(
      'href',
      '/sales/tasks/details/418',
    );
    await expect(callEntry.getByRole('list', { name: 'Kontakte' })).toHaveTextContent(
      'Luca RossiClaire Dubois',
    );
    await expect(callEntry.getByRole('list', { name: 'Labels' })).toHaveTextContent(
      'Winterkampagne',
    );
    // An empty group leaves no empty row.
    await expect(callEntry.queryByRole('list', { name: 'Teilnehmende' })).toBeNull();
    await expect(callEntry.getByText('Angebot Winter 2026')).toBeVisible();
    await expect(callEntry.getByText(/Rückruf nächste Woche/)).toBeVisible();
    await expect(
      within(callEntry.getByRole('list', { name: 'Anhänge' })).getAllByRole('listitem'),
    ).toHaveLength(3);
    await expect(
      within(meeting as HTMLElement).getByRole('list', { name: 'Teilnehmende' }),
    ).toHaveTextContent('Anna Meier');
  },
};

/** Spec 2 §2: "Each item has a menu with Edit and Delete." */
export const ActionsMenu: Story = {
  play: async ({ canvasElement }) => {
    onDelete.mockClear();
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Aktionen für den Anruf vom 20.11.2026' }),
    );
    const menu = await page.findByRole('menu');
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Bearbeiten', 'Löschen']);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Löschen' }));
    await expect(onDelete).toHaveBeenCalledWith('call');
    await waitFor(() => expect(page.queryByRole('menu')).toBeNull());
  },
};

/**
 * Keyboard path: Tab from the account link through the task link to the actions button;
 * Enter opens the menu, Enter chooses Edit.
 */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    onEdit.mockClear();
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Coop Genossenschaft' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: '#418' })).toHaveFocus();
    await userEvent.tab();
    const actions = canvas.getByRole('button', { name: 'Aktionen für den Anruf vom 20.11.2026' });
    await expect(actions).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const menu = await page.findByRole('menu');
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: 'Bearbeiten' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Enter}');
    await expect(onEdit).toHaveBeenCalledWith('call');
    await waitFor(() => expect(actions).toHaveFocus());
  },
};

/** Comments (spec 2 §2): a chat icon on the dashed line; English dates read the same. */
export const CommentsEnglish: Story = {
  globals: { locale: 'en' },
  render: () => (
    <Timeline aria-label="Comments">
      <TimelineItem
        date="2026-11-21T08:15:00"
        type="comment"
        sentence={
          <>
            Anna Meier commented on <Link href="/crm/accounts/coop">Coop Genossenschaft</Link>
          </>
        }
        chips={[{ label: 'Contacts', items: [{ id: 'c1', label: 'Luca Rossi' }] }]}
        actions={<DropdownMenuItem>Edit</DropdownMenuItem>}
        actionsLabel="Actions for the comment of 21.11.2026"
      >
        Customer wants the offer by Friday.
      </TimelineItem>
    </Timeline>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('time')).toHaveTextContent('08:1521.11.2026');
    await expect(canvasElement.querySelector('[data-icon]')).toHaveAttribute('data-icon', 'chat');
    await expect(canvas.getByText('Customer wants the offer by Friday.')).toBeVisible();
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };
