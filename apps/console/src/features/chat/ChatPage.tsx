import {
  CHAT_LOG_SORT_FIELDS,
  CHAT_QUESTION_MAX,
  type ChatError,
  type ChatLogEntry,
  type ChatStep,
  type ChatTurn,
  chatEndpoints,
} from '@adconsole/api';
import {
  Button,
  Card,
  createDataTableColumns,
  Loader,
  PageLayout,
  Stack,
  Tab,
  TabList,
  TabPanel,
  Tabs,
  Text,
  TextArea,
} from '@adconsole/ui';
import type { TFunction } from 'i18next';
import { type KeyboardEvent, lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dateTimeColumn } from '../../kit/columns.tsx';
import { useEndpoint } from '../../kit/endpointQuery.ts';
import { ListView } from '../../kit/ListView.tsx';
import { defineList } from '../../kit/listDefinition.ts';
import { QueryFailure } from '../../kit/QueryFailure.tsx';
import { useList } from '../../kit/useList.ts';
import { usePageHeading } from '../../kit/usePageHeading.ts';
import { askChat } from './askChat.ts';

// /admin/chat (issue 44; spec 1 §2.6 "Gen AI chat (ADMIN): chat"): an administrator asks about
// the console's data; the answer streams in, with each tool the model called as a step
// ("Kampagnen abgefragt: 3"). The answer's Markdown is built into elements by markdown-to-jsx
// with raw HTML off (no innerHTML: the console's Trusted Types and CSP hold). The second tab,
// "Verlauf", lists every question asked, with its answer and tool calls (the server's log).

interface Turn {
  /** Its place in the conversation (turns are only ever appended). */
  id: number;
  question: string;
  steps: ChatStep[];
  answer: string;
  error: ChatError | null;
  failure: unknown;
  pending: boolean;
}

const logList = defineList({
  params: {},
  sort: { fields: CHAT_LOG_SORT_FIELDS, field: 'createdAt', order: 'DESC' },
  pageSizes: [25, 50, 100],
});

/** A tool call as a sentence: "Kampagnen abgefragt: 3 (Ammann Elektro, Laufend)". */
export function stepText(t: TFunction, step: ChatStep): string {
  if (step.count === null) return t('chat.steps.nothingFound', { tool: step.tool });
  const where = [step.account?.name, step.tab && t(`statuses.${step.tab}`)].filter(Boolean);
  return t('chat.steps.campaignsCounted', { number: step.count, where: where.join(', ') });
}

const ChatAnswer = lazy(() =>
  import('./ChatAnswer.tsx').then((module) => ({ default: module.ChatAnswer })),
);

/** An answer's Markdown as React elements; its plain text until the renderer has loaded. */
function Answer({ text }: { text: string }) {
  return (
    <div data-chat-answer>
      <Suspense fallback={<Text>{text}</Text>}>
        <ChatAnswer text={text} />
      </Suspense>
    </div>
  );
}

function TurnView({ turn, onRetry }: { turn: Turn; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <li>
      <Stack space="small">
        <Text weight="strong">{turn.question}</Text>
        {turn.steps.length > 0 && (
          <ul aria-label={t('chat.stepsLabel')}>
            {turn.steps.map((step, index) => (
              // Steps are only ever appended: their place is their identity.
              // biome-ignore lint/suspicious/noArrayIndexKey: appended, never reordered
              <li key={index}>
                <Text tone="muted" size="small">
                  {stepText(t, step)}
                </Text>
              </li>
            ))}
          </ul>
        )}
        {turn.answer && <Answer text={turn.answer} />}
        {turn.pending && <Loader label={t('chat.thinking')} />}
        {turn.error && <Text tone="critical">{t(`chat.errors.${turn.error}`)}</Text>}
        {turn.failure !== undefined && <QueryFailure error={turn.failure} onRetry={onRetry} />}
      </Stack>
    </li>
  );
}

/** The conversation: the turns so far and the question field (Enter sends, Shift+Enter a new line). */
function Conversation() {
  const { t } = useTranslation();
  const [turns, setTurns] = useState<Turn[]>([]);
  const [question, setQuestion] = useState('');
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);
  const pending = turns.at(-1)?.pending ?? false;

  const send = async (text: string, earlier: Turn[]) => {
    const asked = text.trim();
    if (!asked || pending) return;
    const history: ChatTurn[] = earlier
      .filter((turn) => turn.answer && !turn.error)
      .slice(-10)
      .flatMap((turn) => [
        { role: 'user' as const, content: turn.question },
        { role: 'assistant' as const, content: turn.answer },
      ]);
    const turn: Turn = {
      id: earlier.length,
      question: asked,
      steps: [],
      answer: '',
      error: null,
      failure: undefined,
      pending: true,
    };
    setTurns([...earlier, turn]);
    setQuestion('');
    const update = (change: Partial<Turn>) =>
      setTurns((current) => {
        const last = current.at(-1);
        return last ? [...current.slice(0, -1), { ...last, ...change }] : current;
      });
    const controller = new AbortController();
    running.current = controller;
    try {
      await askChat(
        asked,
        history,
        {
          step: (step) =>
            setTurns((current) => {
              const last = current.at(-1);
              return last
                ? [...current.slice(0, -1), { ...last, steps: [...last.steps, step] }]
                : current;
            }),
          delta: (piece) =>
            setTurns((current) => {
              const last = current.at(-1);
              return last
                ? [...current.slice(0, -1), { ...last, answer: last.answer + piece }]
                : current;
            }),
          error: (error) => update({ error }),
          done: () => undefined,
        },
        controller.signal,
      );
      update({ pending: false });
    } catch (failure) {
      if (!controller.signal.aborted) update({ pending: false, failure });
    }
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send(question, turns);
    }
  };

  return (
    <Stack space="large">
      {turns.length > 0 && (
        <ol aria-label={t('chat.conversation')} aria-live="polite" aria-busy={pending}>
          {turns.map((turn, index) => (
            <TurnView
              key={turn.id}
              turn={turn}
              onRetry={() => void send(turn.question, turns.slice(0, index))}
            />
          ))}
        </ol>
      )}
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void send(question, turns);
        }}
      >
        <Stack space="small">
          <TextArea
            label={t('chat.question')}
            description={t('chat.questionHelp')}
            value={question}
            onChange={setQuestion}
            onKeyDown={onKeyDown}
            maxLength={CHAT_QUESTION_MAX}
            rows={3}
          />
          <div>
            <Button type="submit" isDisabled={pending || !question.trim()}>
              {t('chat.send')}
            </Button>
          </div>
        </Stack>
      </form>
    </Stack>
  );
}

function ChatLog() {
  const { t } = useTranslation();
  const list = useList({
    definition: logList,
    listKey: 'chat-log',
    calls: { list: chatEndpoints.chatLog },
  });
  const columns = useMemo(() => {
    const column = createDataTableColumns<ChatLogEntry>();
    return [
      dateTimeColumn(column, 'createdAt', t('chat.log.columns.createdAt')),
      column.accessor('userName', {
        header: t('chat.log.columns.user'),
        cell: ({ row: { original } }) => (
          <Stack space="xxsmall">
            <Text>{original.userName}</Text>
            <Text tone="muted" size="small">
              {original.companyName}
            </Text>
          </Stack>
        ),
      }),
      column.accessor('question', {
        header: t('chat.log.columns.question'),
        meta: { kind: 'name' },
      }),
      column.accessor('answer', {
        header: t('chat.log.columns.answer'),
        cell: ({ row: { original } }) =>
          original.error ? (
            <Text tone="critical">{t(`chat.errors.${original.error}`)}</Text>
          ) : (
            <Answer text={original.answer} />
          ),
      }),
      column.accessor('steps', {
        header: t('chat.log.columns.steps'),
        cell: ({ row: { original } }) =>
          original.steps.length === 0 ? (
            <Text tone="muted">{t('chat.log.noSteps')}</Text>
          ) : (
            <Stack space="xxsmall">
              {original.steps.map((step, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a logged entry's steps never change
                <Text key={index} size="small">
                  {`${stepText(t, step)} · ${t('chat.log.resultSize', { count: step.resultSize })}`}
                </Text>
              ))}
            </Stack>
          ),
      }),
      column.accessor('model', { header: t('chat.log.columns.model'), meta: { kind: 'code' } }),
    ];
  }, [t]);
  return (
    <ListView
      list={list}
      columns={columns}
      embedded
      label={t('chat.log.title')}
      description={t('chat.log.intro')}
    />
  );
}

/** Without a model: how to set one (the server's settings). */
function NotConfigured() {
  const { t } = useTranslation();
  return (
    <Card>
      <Stack space="small">
        <Text weight="strong">{t('chat.notConfigured.title')}</Text>
        {/* The page is an administrator's; the settings are the server operator's (s15 stranger). */}
        <Text>{t('chat.notConfigured.who')}</Text>
        <Text>{t('chat.notConfigured.body')}</Text>
        <ul>
          {(['url', 'model', 'key'] as const).map((variable) => (
            <li key={variable}>
              <Text>{t(`chat.notConfigured.${variable}`)}</Text>
            </li>
          ))}
        </ul>
        <Text tone="muted">{t('chat.notConfigured.restart')}</Text>
      </Stack>
    </Card>
  );
}

export function ChatPage() {
  const { t } = useTranslation();
  const { title, crumbs } = usePageHeading();
  const status = useEndpoint(chatEndpoints.chatStatus, {});
  return (
    <PageLayout title={title} breadcrumbs={crumbs}>
      <Tabs defaultSelectedKey="chat">
        <TabList aria-label={title}>
          <Tab id="chat">{t('chat.tabs.chat')}</Tab>
          <Tab id="log">{t('chat.tabs.log')}</Tab>
        </TabList>
        <TabPanel id="chat">
          {status.data ? (
            status.data.configured ? (
              <Stack space="medium">
                <Text tone="muted">{t('chat.hint', { model: status.data.model ?? '' })}</Text>
                <Conversation />
              </Stack>
            ) : (
              <NotConfigured />
            )
          ) : status.error ? (
            <QueryFailure error={status.error} onRetry={() => status.refetch()} />
          ) : (
            <Loader />
          )}
        </TabPanel>
        <TabPanel id="log">
          <ChatLog />
        </TabPanel>
      </Tabs>
    </PageLayout>
  );
}
