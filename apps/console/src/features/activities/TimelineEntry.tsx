import {
  AttachmentList,
  DropdownMenuItem,
  type TimelineChipGroup,
  TimelineItem,
  type TimelineItemType,
  useConfirm,
} from '@adconsole/ui';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { SentenceWithAccount } from './sentence.tsx';
import type { TimelineTexts } from './useTimelineList.ts';

interface Named {
  id: number | string;
  name: string;
}

/** The chips an activity and a comment share: the task link, participants and contacts. */
export function taskAndPeopleChips(
  t: TFunction,
  entry: { taskId: number | null | undefined; participants: Named[]; contacts: Named[] },
): TimelineChipGroup[] {
  const chipsOf = (people: Named[]) =>
    people.map((person) => ({ id: String(person.id), label: person.name }));
  return [
    {
      label: t('activities.item.task'),
      items: entry.taskId
        ? [
            {
              id: String(entry.taskId),
              label: t('activities.item.taskLink', { id: entry.taskId }),
              href: `/sales/tasks/details/${entry.taskId}`,
            },
          ]
        : [],
    },
    { label: t('activities.item.participants'), items: chipsOf(entry.participants) },
    { label: t('activities.item.contacts'), items: chipsOf(entry.contacts) },
  ];
}

/** What an entry shows; each list says it of its own entries. */
export interface TimelineEntryContent {
  date: string;
  type: TimelineItemType;
  /** The sentence, ACCOUNT_MARK standing where the account's link goes. */
  sentence: string;
  accountId: number | null;
  accountName: string;
  chips: TimelineChipGroup[];
  title?: string | null | undefined;
  message: string;
  files: { id: string; name: string }[];
  /** The name of the entry's menu button. */
  actionsLabel: string;
}

export interface TimelineEntryProps extends TimelineEntryContent {
  /** The delete question's title, text and confirm label. */
  texts: Pick<TimelineTexts, 'deleteTitle' | 'deleteText' | 'deleteConfirm'>;
  onEdit: () => void;
  onDelete: () => Promise<unknown>;
  onDownload: (fileId: string) => void;
}

/**
 * One entry of an activity or comment timeline (spec 2 §2): time and date, the icon, the
 * sentence with the account link, chips, title, message, attachments (first 3, Show more),
 * and the menu with Edit (inline) and Delete (after a confirmation).
 */
export function TimelineEntry({
  sentence,
  accountId,
  accountName,
  title,
  message,
  files,
  texts,
  onEdit,
  onDelete,
  onDownload,
  ...item
}: TimelineEntryProps) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const askDelete = () =>
    confirm({
      title: texts.deleteTitle,
      text: texts.deleteText,
      confirmLabel: texts.deleteConfirm,
      tone: 'critical',
      onConfirm: onDelete,
    });
  return (
    <TimelineItem
      {...item}
      sentence={
        <SentenceWithAccount text={sentence} accountId={accountId} accountName={accountName} />
      }
      {...(title ? { title } : {})}
      attachments={
        files.length > 0 && (
          <AttachmentList
            aria-label={t('activities.item.attachments')}
            files={files}
            onDownload={(file) => onDownload(file.id)}
          />
        )
      }
      actions={
        <>
          <DropdownMenuItem id="edit" onAction={onEdit}>
            {t('activities.item.edit')}
          </DropdownMenuItem>
          <DropdownMenuItem id="delete" tone="critical" onAction={() => void askDelete()}>
            {t('activities.item.delete')}
          </DropdownMenuItem>
        </>
      }
    >
      {message}
    </TimelineItem>
  );
}
