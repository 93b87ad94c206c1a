import {
  ApiError,
  ATTACHMENTS_PER_UPLOAD,
  brokenPlaceholders,
  EXAMPLE_RECIPIENT,
  fillPlaceholders,
  MAIL_SUBJECT_MAX,
  type MailTemplate,
  type MailTemplateAnswer,
  type MailTemplateLanguage,
  PROMOTION_PLACEHOLDERS,
  placeholderValues,
  promotionDetailEndpoints,
  promotionEndpoints,
} from '@adconsole/api';
import { toBase64Files, useDirtyGuard } from '@adconsole/forms';
import {
  Button,
  createDataTableColumns,
  DataTable,
  DropdownMenu,
  DropdownMenuItem,
  Heading,
  Inline,
  Link,
  PageLayout,
  PaperclipIcon,
  Stack,
  Switch,
  Tab,
  TabList,
  TabPanel,
  Tabs,
  Text,
  TextField,
  useConfirm,
  useToast,
} from '@adconsole/ui';
import { useQuery } from '@tanstack/react-query';
import { useBlocker, useNavigate } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  call,
  endpointQuery,
  useActingCompanyId,
  useInvalidatePath,
} from '../../kit/endpointQuery.ts';
import { QueryPending } from '../../kit/QueryPending.tsx';
import { recordCrumbs } from '../../kit/recordPaths.ts';
import { usePageHeading } from '../../kit/usePageHeading.ts';
import { useTableParams } from '../../routes/useTableParams.ts';
import { NotFoundPage } from '../shell/NotFoundPage.tsx';
import * as styles from './RichTextEditor.css.ts';
import type { RichTextEditorHandle } from './RichTextEditor.tsx';

// The editor (TipTap, ProseMirror) is the page's weight: it loads with this page only.
const RichTextEditor = lazy(() =>
  import('./RichTextEditor.tsx').then((module) => ({ default: module.RichTextEditor })),
);
// The preview's HTML cleaner (DOMPurify, 16 kB) loads with the editor or the first preview, not
// with the page (the page stays under its ceiling as the frame grows; issue 36).
const CleanHtml = lazy(() =>
  import('../../app/trustedHtml.tsx').then((module) => ({ default: module.CleanHtml })),
);

/** The tabs' order (spec 3 §2.6): English, French, German, Italian. */
const TAB_LANGUAGES: readonly MailTemplateLanguage[] = ['EN', 'FR', 'DE', 'IT'];

/** Which fields of the template hold a language (spec 3 §3: German plain). */
const FIELDS: Record<
  MailTemplateLanguage,
  { subject: keyof MailTemplate; text: keyof MailTemplate }
> = {
  DE: { subject: 'subject', text: 'text' },
  EN: { subject: 'subjectEn', text: 'textEn' },
  FR: { subject: 'subjectFr', text: 'textFr' },
  IT: { subject: 'subjectIt', text: 'textIt' },
};

type Texts = Record<MailTemplateLanguage, { subject: string; text: string }>;

const emptyTexts = (): Texts => ({
  DE: { subject: '', text: '' },
  EN: { subject: '', text: '' },
  FR: { subject: '', text: '' },
  IT: { subject: '', text: '' },
});

/** A file chosen for a language, uploaded when the template is saved. */
interface PendingFile {
  localId: string;
  language: MailTemplateLanguage;
  file: File;
}

interface AttachmentRow extends Record<string, unknown> {
  id: string;
  name: string;
  language: MailTemplateLanguage;
  saved: boolean;
  serverId?: number;
  localId?: string;
}

/** The interface language first selected, falling back to German (spec 3 §9). */
const firstLanguage = (language: string): MailTemplateLanguage => {
  const upper = language.slice(0, 2).toUpperCase();
  return (TAB_LANGUAGES as readonly string[]).includes(upper)
    ? (upper as MailTemplateLanguage)
    : 'DE';
};

/** A language without a subject or without a text: its recipients get the German mail. */
const isEmpty = (texts: { subject: string; text: string }) =>
  texts.subject.trim() === '' || texts.text.replace(/<[^>]*>/g, '').trim() === '';

/**
 * Waits until an action menu has closed and handed the focus back to its trigger, then runs
 * `focus`: focusing earlier loses the focus to the trigger again, and the next keys typed
 * reopen the menu and insert another placeholder (issue 33 §12).
 */
function afterMenuCloses(focus: () => void) {
  const started = performance.now();
  const step = () => {
    const active = document.activeElement;
    const inMenu = active?.closest('[role="menu"]');
    const restored = active && active !== document.body && !inMenu;
    if (restored || performance.now() - started > 1000) focus();
    else requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}

async function downloadAttachment(id: number) {
  const file = await call(promotionDetailEndpoints.attachment, { params: { attachmentId: id } });
  const bytes = Uint8Array.from(atob(file.content), (char) => char.charCodeAt(0));
  const url = URL.createObjectURL(new Blob([bytes], { type: file.contentType }));
  const link = document.createElement('a');
  link.href = url;
  link.download = file.name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * /sales/promotions/{promotionId}/mailTemplate (spec 3 §2.6): "Email template for" the
 * promotion, a tab per language with subject, rich text (preview, placeholders, paperclip),
 * the attachments saved and pending, Create or Update, and Delete once a template exists.
 */
export function MailTemplatePage() {
  const { promotionId } = useTableParams<'crm.promotion'>();
  const companyId = useActingCompanyId();
  const answer = useQuery({
    ...endpointQuery(promotionDetailEndpoints.mailTemplate, { params: { promotionId } }, companyId),
    refetchOnWindowFocus: false,
    meta: { ignoreStatuses: [404] },
  });
  const heading = usePageHeading();
  if (answer.error instanceof ApiError && answer.error.status === 404) return <NotFoundPage />;
  if (!answer.data) {
    return (
      <PageLayout title={heading.title} breadcrumbs={heading.crumbs}>
        <QueryPending query={answer} />
      </PageLayout>
    );
  }
  return <TemplateEditor answer={answer.data} />;
}

function TemplateEditor({ answer }: { answer: MailTemplateAnswer }) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const invalidate = useInvalidatePath();
  const heading = usePageHeading();
  const { promotion, template } = answer;
  const [initialTexts] = useState<Texts>(() => {
    const initial = emptyTexts();
    if (template) {
      for (const language of TAB_LANGUAGES) {
        initial[language] = {
          subject: String(template[FIELDS[language].subject]),
          text: String(template[FIELDS[language].text]),
        };
      }
    }
    return initial;
  });
  const [texts, setTexts] = useState<Texts>(initialTexts);
  const [language, setLanguage] = useState<MailTemplateLanguage>(() =>
    firstLanguage(i18n.language),
  );
  const [previewing, setPreviewing] = useState<Record<string, boolean>>({});
  const [pending, setPending] = useState<PendingFile[]>([]);
  const [removed, setRemoved] = useState<number[]>([]);
  const [isSaving, setSaving] = useState(false);
  // The app's confirmation host: its dialog loads with the first question (issue 36).
  const confirm = useConfirm();
  const editors = useRef<Partial<Record<MailTemplateLanguage, RichTextEditorHandle | null>>>({});
  const fileInput = useRef<HTMLInputElement>(null);
  const back = `/sales/promotions/${promotion.id}`;
  // Leaving with unsaved texts or files asks first (spec 2 'unsaved changes'); a save or a
  // delete has nothing to lose.
  const isDirty =
    pending.length > 0 ||
    removed.length > 0 ||
    TAB_LANGUAGES.some(
      (of) =>
        texts[of].subject !== initialTexts[of].subject || texts[of].text !== initialTexts[of].text,
    );
  const { confirmLeave } = useDirtyGuard(isDirty);
  const leaving = useRef(false);
  useBlocker({
    shouldBlockFn: async () => !leaving.current && !(await confirmLeave()),
    enableBeforeUnload: false,
  });

  useEffect(() => {
    setLanguage(firstLanguage(i18n.language));
  }, [i18n.language]);

  const rows = useMemo<AttachmentRow[]>(
    () => [
      ...answer.attachments
        .filter((attachment) => !removed.includes(attachment.id))
        .map((attachment) => ({
          id: `saved-${attachment.id}`,
          name: attachment.name,
          language: attachment.language,
          saved: true,
          serverId: attachment.id,
        })),
      ...pending.map((file) => ({
        id: file.localId,
        name: file.file.name,
        language: file.language,
        saved: false,
        localId: file.localId,
      })),
    ],
    [answer.attachments, removed, pending],
  );

  const columns = useMemo(() => {
    const column = createDataTableColumns<AttachmentRow>();
    return [
      column.accessor('name', { id: 'name', header: t('promotions.template.columns.name') }),
      column.accessor('language', {
        id: 'language',
        header: t('promotions.template.columns.language'),
        cell: ({ row: { original } }) => t(`promotions.template.languages.${original.language}`),
      }),
      column.accessor('saved', {
        id: 'state',
        header: t('promotions.template.columns.state'),
        cell: ({ row: { original } }) =>
          t(`promotions.template.attachmentState.${original.saved ? 'saved' : 'pending'}`),
      }),
      column.display({
        id: 'actions',
        header: t('promotions.template.columns.actions'),
        cell: ({ row: { original } }) => (
          <Inline space="xsmall">
            {original.serverId !== undefined && (
              <Button
                size="small"
                variant="ghost"
                onPress={() => void downloadAttachment(original.serverId as number)}
              >
                {t('promotions.actions.downloadNamed', { name: original.name })}
              </Button>
            )}
            <Button
              size="small"
              variant="ghost"
              onPress={() =>
                original.serverId !== undefined
                  ? setRemoved((ids) => [...ids, original.serverId as number])
                  : setPending((files) => files.filter((file) => file.localId !== original.localId))
              }
            >
              {t('promotions.actions.deleteNamed', { name: original.name })}
            </Button>
          </Inline>
        ),
      }),
    ];
  }, [t]);

  /** The placeholders of a text that would not be filled: shown under its field. */
  const brokenMessage = (value: string) => {
    const broken = brokenPlaceholders(value);
    return broken.length > 0
      ? t('promotions.template.brokenPlaceholder', {
          count: broken.length,
          placeholders: broken.join(', '),
        })
      : undefined;
  };
  /** The preview writes to an example contact: the placeholders filled, as a recipient reads them. */
  const previewOf = (of: MailTemplateLanguage) =>
    fillPlaceholders(
      texts[of].text,
      placeholderValues(
        EXAMPLE_RECIPIENT,
        { name: promotion.name, deadline: promotion.deadline ?? null },
        of,
      ),
      { html: true },
    );
  const emptyLanguages = TAB_LANGUAGES.filter((of) => isEmpty(texts[of]));

  const setText = (of: MailTemplateLanguage, part: 'subject' | 'text', value: string) =>
    setTexts((current) => ({ ...current, [of]: { ...current[of], [part]: value } }));

  /** Uploads the pending files, at most five converted and sent at once. */
  const uploadPending = async (): Promise<number[]> => {
    const ids: number[] = [];
    for (let start = 0; start < pending.length; start += ATTACHMENTS_PER_UPLOAD) {
      const batch = pending.slice(start, start + ATTACHMENTS_PER_UPLOAD);
      // Spec 3 §5: "Files that fail conversion to base64 are silently dropped from the upload"
      // (§8: "conversion failed" is internal): no notice, the others are sent.
      const { files } = await toBase64Files(batch.map((entry) => entry.file));
      const languageOf = new Map(batch.map((entry) => [entry.file.name, entry.language]));
      if (files.length === 0) continue;
      const stored = await call(promotionDetailEndpoints.uploadAttachments, {
        params: { promotionId: promotion.id },
        body: {
          attachmentFiles: files.map((file) => ({
            name: file.name,
            content: file.content,
            language: languageOf.get(file.name) ?? 'DE',
          })),
        },
      });
      ids.push(...stored.map((attachment) => attachment.id));
    }
    return ids;
  };

  const save = async () => {
    setSaving(true);
    try {
      const uploaded = await uploadPending();
      const kept = answer.attachments
        .filter((attachment) => !removed.includes(attachment.id))
        .map((attachment) => attachment.id);
      const mailTemplate = {
        subject: texts.DE.subject,
        text: texts.DE.text,
        subjectEn: texts.EN.subject,
        textEn: texts.EN.text,
        subjectFr: texts.FR.subject,
        textFr: texts.FR.text,
        subjectIt: texts.IT.subject,
        textIt: texts.IT.text,
        attachmentIds: [...kept, ...uploaded],
      };
      await call(promotionDetailEndpoints.saveMailTemplate, {
        params: { promotionId: promotion.id },
        body: {
          salesPromotionId: promotion.id,
          mailTemplate,
          ...(template ? { version: template.version } : {}),
        },
      });
      toast({ title: t('promotions.template.saved'), tone: 'positive' });
      void invalidate(promotionEndpoints.list.path);
      leaving.current = true;
      await navigate({ href: back });
    } finally {
      setSaving(false);
    }
  };

  const remove = async () => {
    await call(promotionDetailEndpoints.deleteMailTemplate, {
      params: { promotionId: promotion.id },
    });
    toast({ title: t('promotions.template.deleted') });
    void invalidate(promotionEndpoints.list.path);
    leaving.current = true;
    await navigate({ href: back });
  };

  return (
    <PageLayout
      title={
        <>
          {t('promotions.template.title')} <Link href={back}>{promotion.name}</Link>
        </>
      }
      breadcrumbs={recordCrumbs(heading.crumbs, promotion.id, promotion.name)}
    >
      <Stack space="large">
        {emptyLanguages.length > 0 && emptyLanguages.length < TAB_LANGUAGES.length && (
          <Text>
            {t('promotions.template.emptyLanguages', {
              count: emptyLanguages.length,
              languages: emptyLanguages
                .map((of) => t(`promotions.template.languages.${of}`))
                .join(', '),
            })}
          </Text>
        )}
        <Tabs
          selectedKey={language}
          onSelectionChange={(key) => setLanguage(String(key) as MailTemplateLanguage)}
        >
          <TabList aria-label={t('promotions.template.languageTabs')}>
            {TAB_LANGUAGES.map((tab) => (
              <Tab key={tab} id={tab}>
                {isEmpty(texts[tab])
                  ? t('promotions.template.languageEmpty', {
                      language: t(`promotions.template.languages.${tab}`),
                    })
                  : t(`promotions.template.languages.${tab}`)}
              </Tab>
            ))}
          </TabList>
          {TAB_LANGUAGES.map((tab) => (
            <TabPanel key={tab} id={tab} shouldForceMount>
              <Stack space="medium">
                {isEmpty(texts[tab]) && (
                  <Text tone="muted">
                    {t('promotions.template.emptyLanguage', {
                      language: t(`promotions.template.languages.${tab}`),
                    })}
                  </Text>
                )}
                <TextField
                  label={t('promotions.template.subject')}
                  value={texts[tab].subject}
                  maxLength={MAIL_SUBJECT_MAX}
                  onChange={(value) => setText(tab, 'subject', value)}
                  errorMessage={brokenMessage(texts[tab].subject)}
                />
                <Inline space="small" align="center">
                  <Heading level={2}>{t('promotions.template.message')}</Heading>
                  <Switch
                    label={t('promotions.template.preview')}
                    isSelected={Boolean(previewing[tab])}
                    onChange={(isSelected) =>
                      setPreviewing((current) => ({ ...current, [tab]: isSelected }))
                    }
                  />
                  <DropdownMenu
                    trigger={
                      <Button variant="ghost">{t('promotions.template.placeholder')}</Button>
                    }
                    onAction={(key) => {
                      // The placeholder goes in at the editor's cursor at once; the editor
                      // takes the focus back once the menu has returned it to its button.
                      editors.current[tab]?.insert(`{{${String(key)}}}`);
                      afterMenuCloses(() => editors.current[tab]?.focus());
                    }}
                  >
                    {PROMOTION_PLACEHOLDERS.map((placeholder) => (
                      <DropdownMenuItem key={placeholder} id={placeholder}>
                        {t(`promotions.template.placeholders.${placeholder}`)}
                      </DropdownMenuItem>
                    ))}
                  </DropdownMenu>
                  <Button
                    variant="ghost"
                    icon={<PaperclipIcon />}
                    onPress={() => fileInput.current?.click()}
                  >
                    {t('promotions.template.attach')}
                  </Button>
                </Inline>
                {previewing[tab] ? (
                  // The cleaner comes with the editor, which shows first: no wait to announce.
                  <Suspense fallback={null}>
                    <CleanHtml className={styles.preview} html={previewOf(tab)} />
                  </Suspense>
                ) : (
                  <Suspense fallback={<Text>{t('promotions.template.loadingEditor')}</Text>}>
                    <RichTextEditor
                      ref={(handle) => {
                        editors.current[tab] = handle;
                      }}
                      label={t('promotions.template.editorLabel', {
                        language: t(`promotions.template.languages.${tab}`),
                      })}
                      value={texts[tab].text}
                      onChange={(html) => setText(tab, 'text', html)}
                      errorMessage={brokenMessage(texts[tab].text)}
                    />
                  </Suspense>
                )}
              </Stack>
            </TabPanel>
          ))}
        </Tabs>
        <input
          ref={fileInput}
          type="file"
          multiple
          hidden
          aria-label={t('promotions.template.attach')}
          onChange={(event) => {
            const chosen = Array.from(event.currentTarget.files ?? []);
            setPending((files) => [
              ...files,
              ...chosen.map((file) => ({ localId: crypto.randomUUID(), language, file })),
            ]);
            event.currentTarget.value = '';
          }}
        />
        <Stack space="small">
          <Heading level={2}>{t('promotions.template.attachments')}</Heading>
          {rows.length === 0 ? (
            <Text>{t('promotions.template.noAttachments')}</Text>
          ) : (
            <DataTable
              aria-label={t('promotions.template.attachments')}
              columns={columns}
              rows={rows}
              getRowId={(row) => row.id}
            />
          )}
        </Stack>
        <Inline space="small">
          <Button isBusy={isSaving} onPress={() => void save()}>
            {t(template ? 'promotions.template.update' : 'promotions.template.create')}
          </Button>
          {template && (
            <Button
              variant="secondary"
              onPress={() =>
                void confirm({
                  title: t('promotions.template.deleteTitle'),
                  text: t('promotions.template.deleteConfirm'),
                  confirmLabel: t('promotions.template.delete'),
                  tone: 'critical',
                  onConfirm: remove,
                })
              }
            >
              {t('promotions.template.delete')}
            </Button>
          )}
        </Inline>
      </Stack>
    </PageLayout>
  );
}
