import { translationEndpoints as calls, type Translation } from '@adconsole/api';
import { showTextOrigins, type TextOrigin, textOriginOf } from '@adconsole/i18n/in-context';
import {
  Button,
  DialogContent,
  DialogFooter,
  DialogTitle,
  Inline,
  Loader,
  Stack,
  Text,
  useToast,
} from '@adconsole/ui';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { useApplyTextEdit } from '../../app/texts.tsx';
import { call } from '../../kit/endpointQuery.ts';
import * as styles from './InContextEditor.css.ts';
import { changedValues, type Texts, TranslationTextFields, textsOf } from './translationTexts.tsx';

// Translation in context (issue 46), for the users who may open /admin/localization: every
// text on the screen is marked with its key (i18next's post-processor, packages/i18n
// inContext.ts); a click on a marked text opens its four languages, saved through the translate
// service like the localisation list's edits and shown at once for this user (the others get it
// with the service's cache rules, spec 2 §7). Decisions: a plain click edits (the issue's "clicking
// a text"), Alt+click uses the page as usual; the keyboard's way is the bar's list of the page's
// texts; the editor's own dialog and bar are never marked for editing.

/** The attribute a marked element carries: `namespace:key`. */
const ORIGIN = 'data-text-origin';
/** The editor's own parts, whose texts are not offered for editing. */
const OWN = 'data-text-editing-ui';
/** Attributes whose texts are marked too (a button named only by its label). */
const ATTRIBUTES = ['aria-label', 'placeholder', 'title', 'alt'] as const;

/** The editor's bar and dialogs (a dialog holding an element of the editor's own). */
const isOwn = (element: Element) =>
  element.closest(`[${OWN}]`) !== null ||
  element.closest('[role="dialog"]')?.querySelector(`[${OWN}]`) != null;

const originName = ({ namespace, key }: TextOrigin) => `${namespace}:${key}`;
const originFrom = (name: string): TextOrigin => {
  const at = name.indexOf(':');
  return { namespace: name.slice(0, at), key: name.slice(at + 1) };
};

/** Marks every element showing a text with its origin; gives the page's texts by origin. */
function markTexts(root: HTMLElement): Map<string, string> {
  const found = new Map<string, string>();
  const mark = (element: Element | null, text: string) => {
    if (!element || isOwn(element)) return;
    const origin = textOriginOf(text);
    if (!origin) return;
    const name = originName(origin.origin);
    if (element.getAttribute(ORIGIN) !== name) element.setAttribute(ORIGIN, name);
    found.set(name, origin.text);
  };
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    mark(node.parentElement, node.nodeValue ?? '');
  }
  for (const attribute of ATTRIBUTES) {
    for (const element of root.querySelectorAll(`[${attribute}]`)) {
      mark(element, element.getAttribute(attribute) ?? '');
    }
  }
  return found;
}

const unmarkTexts = () => {
  for (const element of document.querySelectorAll(`[${ORIGIN}]`)) element.removeAttribute(ORIGIN);
};

/** The page's marked texts, kept current as the screen changes. */
function usePageTexts(isReady: boolean) {
  const [texts, setTexts] = useState<Map<string, string>>(new Map());
  useEffect(() => {
    if (!isReady) return;
    let frame = 0;
    const scan = () => {
      frame = 0;
      setTexts(markTexts(document.body));
    };
    const later = () => {
      if (!frame) frame = requestAnimationFrame(scan);
    };
    const observer = new MutationObserver(later);
    observer.observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
      attributeFilter: [...ATTRIBUTES],
    });
    later();
    return () => {
      observer.disconnect();
      if (frame) cancelAnimationFrame(frame);
      unmarkTexts();
    };
  }, [isReady]);
  return texts;
}

/** A click on a marked text opens it instead of doing what the page does; Alt+click does that. */
function useClickToEdit(onEdit: (origin: TextOrigin) => void) {
  useEffect(() => {
    const types = ['pointerdown', 'mousedown', 'pointerup', 'mouseup', 'click'] as const;
    const onEvent = (event: Event) => {
      const target = event.target instanceof Element ? event.target : null;
      const marked = target?.closest(`[${ORIGIN}]`);
      if (!marked || (event as MouseEvent).altKey || isOwn(marked)) return;
      event.preventDefault();
      event.stopPropagation();
      if (event.type === 'click') onEdit(originFrom(marked.getAttribute(ORIGIN) ?? ''));
    };
    for (const type of types) window.addEventListener(type, onEvent, true);
    return () => {
      for (const type of types) window.removeEventListener(type, onEvent, true);
    };
  }, [onEdit]);
}

/** The translation of a text, read from the translate service by its namespace and key. */
function useTranslationOf(origin: TextOrigin) {
  return useQuery({
    queryKey: ['in-context', origin.namespace, origin.key],
    queryFn: async () => {
      const page = await call(calls.translations, {
        query: { namespace: origin.namespace, keyFilter: origin.key, limit: 100 },
      });
      return page.items.find((item) => item.key === origin.key) ?? null;
    },
    staleTime: 0,
  });
}

function EditTexts({ translation, onDone }: { translation: Translation; onDone: () => void }) {
  const { t } = useTranslation('admin');
  const toast = useToast();
  const applyTextEdit = useApplyTextEdit();
  const saved = textsOf(translation);
  const [texts, setTexts] = useState<Texts>(saved);
  const [isSaving, setIsSaving] = useState(false);
  const values = changedValues(saved, texts);
  const save = async () => {
    setIsSaving(true);
    try {
      await call(calls.updateTranslation, { params: { id: translation.id }, body: { values } });
      for (const [language, value] of Object.entries(values)) {
        applyTextEdit({
          language: language.toLowerCase() as Lowercase<keyof Texts>,
          namespace: translation.namespace,
          key: translation.key,
          value: value ?? null,
        });
      }
      toast({ title: t('localization.toast.saved', { key: translation.key }), tone: 'positive' });
      onDone();
    } catch {
      // The global failure handler told the user; the texts stay as typed.
    } finally {
      setIsSaving(false);
    }
  };
  return (
    <Stack space="medium">
      <TranslationTextFields translationKey={translation.key} texts={texts} onChange={setTexts} />
      <DialogFooter>
        <Button variant="secondary" isDisabled={isSaving} onPress={onDone}>
          {t('localization.inContext.cancel')}
        </Button>
        <Button
          isBusy={isSaving}
          isDisabled={Object.keys(values).length === 0}
          onPress={() => void save()}
        >
          {t('localization.actions.save')}
        </Button>
      </DialogFooter>
    </Stack>
  );
}

function EditDialog({ origin, onClose }: { origin: TextOrigin; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const translation = useTranslationOf(origin);
  return (
    <DialogContent size="large" isOpen onOpenChange={(isOpen) => !isOpen && onClose()}>
      <div data-text-editing-ui="">
        <Stack space="medium">
          <DialogTitle>{t('localization.inContext.editTitle', { key: origin.key })}</DialogTitle>
          <Text tone="muted">
            {t('localization.inContext.namespace', { namespace: origin.namespace })}
          </Text>
          {translation.isPending ? (
            <Loader />
          ) : translation.data ? (
            <EditTexts translation={translation.data} onDone={onClose} />
          ) : (
            <Text>{t('localization.inContext.notFound')}</Text>
          )}
        </Stack>
      </div>
    </DialogContent>
  );
}

function PageTextsDialog({
  texts,
  onChoose,
  onClose,
}: {
  texts: Map<string, string>;
  onChoose: (origin: TextOrigin) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin');
  const entries = [...texts].sort(([, a], [, b]) => a.localeCompare(b));
  return (
    <DialogContent size="large" isOpen onOpenChange={(isOpen) => !isOpen && onClose()}>
      <div data-text-editing-ui="">
        <Stack space="medium">
          <DialogTitle>{t('localization.inContext.pageTexts')}</DialogTitle>
          <ul className={styles.list}>
            {entries.map(([name, text]) => (
              <li key={name}>
                <Button variant="ghost" size="small" onPress={() => onChoose(originFrom(name))}>
                  {t('localization.inContext.pageText', { text, key: originFrom(name).key })}
                </Button>
              </li>
            ))}
          </ul>
        </Stack>
      </div>
    </DialogContent>
  );
}

type Open = { kind: 'edit'; origin: TextOrigin } | { kind: 'list' } | undefined;

/** The bar, the marks and the dialogs while in-context editing is on. */
export function InContextEditor({ onStop }: { onStop: () => void }) {
  const { i18n, ready } = useTranslation('admin', { useSuspense: false });
  const [open, setOpen] = useState<Open>();
  useEffect(() => {
    showTextOrigins(i18n, true);
    return () => showTextOrigins(i18n, false);
  }, [i18n]);
  // The editor's own texts come from a twin of the instance without the marks (same texts,
  // same store: an edit shows in both), in the language the console shows.
  const language = i18n.language;
  const plain = useMemo(
    () => i18n.cloneInstance({ lng: language, postProcess: false, postProcessPassResolved: false }),
    [i18n, language],
  );
  const texts = usePageTexts(ready);
  const edit = useCallback((origin: TextOrigin) => setOpen({ kind: 'edit', origin }), []);
  useClickToEdit(edit);
  if (!ready) return null;
  return (
    <I18nextProvider i18n={plain}>
      <EditingBar texts={texts} open={open} onOpen={setOpen} onStop={onStop} />
    </I18nextProvider>
  );
}

function EditingBar({
  texts,
  open,
  onOpen,
  onStop,
}: {
  texts: Map<string, string>;
  open: Open;
  onOpen: (open: Open) => void;
  onStop: () => void;
}) {
  const { t } = useTranslation('admin');
  return (
    <section
      className={styles.bar}
      aria-label={t('localization.inContext.bar')}
      data-text-editing-ui=""
      data-text-editing-bar=""
    >
      <Inline space="medium">
        <Text>{t('localization.inContext.hint')}</Text>
        <Button size="small" variant="secondary" onPress={() => onOpen({ kind: 'list' })}>
          {t('localization.inContext.pageTexts')}
        </Button>
        <Button size="small" onPress={onStop}>
          {t('localization.inContext.stop')}
        </Button>
      </Inline>
      {open?.kind === 'edit' && (
        <EditDialog origin={open.origin} onClose={() => onOpen(undefined)} />
      )}
      {open?.kind === 'list' && (
        <PageTextsDialog
          texts={texts}
          onChoose={(origin) => onOpen({ kind: 'edit', origin })}
          onClose={() => onOpen(undefined)}
        />
      )}
    </section>
  );
}
