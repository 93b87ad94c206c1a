import { Button, Inline, Stack, Text } from '@adconsole/ui';
import { DOMParser as SchemaParser } from '@tiptap/pm/model';
import { type Editor, EditorContent, getSchema, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { forwardRef, useEffect, useId, useImperativeHandle } from 'react';
import { useTranslation } from 'react-i18next';
import { htmlElement } from '../../app/trustedHtml.tsx';
import * as styles from './RichTextEditor.css.ts';

const extensions = [
  StarterKit.configure({
    heading: { levels: [2, 3] },
    link: { openOnClick: false, protocols: ['https', 'http', 'mailto'] },
  }),
];
type Chain = ReturnType<Editor['chain']>;

/** The toolbar: each mark or list by its text key, and how it toggles. */
const marks: readonly { mark: string; toggle: (chain: Chain) => Chain }[] = [
  { mark: 'bold', toggle: (chain) => chain.toggleBold() },
  { mark: 'italic', toggle: (chain) => chain.toggleItalic() },
  { mark: 'bulletList', toggle: (chain) => chain.toggleBulletList() },
  { mark: 'orderedList', toggle: (chain) => chain.toggleOrderedList() },
];

const parser = SchemaParser.fromSchema(getSchema(extensions));

/**
 * The HTML as the editor's document. The console reads it into the schema itself, from HTML
 * DOMPurify cleaned into an inert document: TipTap would parse a string with DOMParser, which
 * Trusted Types refuse (see app/trustedTypes.ts). Every content the editor gets is a document or
 * a node, never a string of HTML.
 */
const documentOf = (html: string) => parser.parse(htmlElement(html)).toJSON();

export interface RichTextEditorHandle {
  /** Inserts text where the cursor is (a placeholder such as `{{firstName}}`). */
  insert(text: string): void;
  /** Puts the focus into the text, the cursor where it was. */
  focus(): void;
}

export interface RichTextEditorProps {
  /** The accessible name of the editing area. */
  label: string;
  value: string;
  onChange: (html: string) => void;
  /** What is wrong with the text, shown under it and announced with it. */
  errorMessage?: string | undefined;
}

/**
 * The template's rich text on TipTap (ProseMirror): paragraphs, headings, lists, quotes,
 * emphasis and links — what the server's allow-list keeps. Loaded with the template page only.
 */
/** The editable area's attributes: a multi-line text box named by the field's label. */
const editorAttributes = (label: string) => ({
  'aria-label': label,
  'aria-multiline': 'true',
  role: 'textbox',
  class: styles.content,
});

export const RichTextEditor = forwardRef<RichTextEditorHandle, RichTextEditorProps>(
  function RichTextEditor({ label, value, onChange, errorMessage }, ref) {
    const { t } = useTranslation();
    const errorId = useId();
    const editor = useEditor({
      extensions,
      content: documentOf(value),
      immediatelyRender: true,
      // The console's CSP takes no <style> elements: the few rules it needs are in the .css.ts.
      injectCSS: false,
      editorProps: { attributes: editorAttributes(label) },
      onUpdate: ({ editor: current }) => {
        if (!current.isDestroyed) onChange(current.isEmpty ? '' : current.getHTML());
      },
    });
    // The error is announced with the text (aria-invalid, aria-describedby).
    useEffect(() => {
      if (!editor || editor.isDestroyed) return;
      editor.setOptions({
        editorProps: {
          attributes: {
            ...editorAttributes(label),
            ...(errorMessage ? { 'aria-invalid': 'true', 'aria-describedby': errorId } : {}),
          },
        },
      });
    }, [editor, errorMessage, errorId, label]);
    // A value set from outside (the template loaded, another tab's draft) replaces the content.
    useEffect(() => {
      // An editor torn down (a remount) has no schema left to read or write HTML with.
      if (!editor || editor.isDestroyed) return;
      if (value !== editor.getHTML() && !(value === '' && editor.isEmpty)) {
        editor.commands.setContent(documentOf(value), { emitUpdate: false });
      }
    }, [editor, value]);
    const live = editor && !editor.isDestroyed ? editor : null;
    useImperativeHandle(
      ref,
      () => ({
        insert: (text) => {
          // No focus here: the menu that asked still holds it (see MailTemplatePage).
          if (editor && !editor.isDestroyed)
            editor.chain().insertContent({ type: 'text', text }).run();
        },
        focus: () => {
          if (editor && !editor.isDestroyed) editor.commands.focus();
        },
      }),
      [editor],
    );
    return (
      <Stack space="xsmall">
        <Inline space="xsmall">
          {marks.map(({ mark, toggle }) => (
            <Button
              key={mark}
              size="small"
              variant={live?.isActive(mark) ? 'primary' : 'ghost'}
              onPress={() => live && toggle(live.chain().focus()).run()}
            >
              {t(`promotions.template.${mark}`)}
            </Button>
          ))}
        </Inline>
        <div className={styles.frame}>
          <EditorContent editor={editor} />
        </div>
        {errorMessage && (
          <Text id={errorId} tone="critical" size="small">
            {errorMessage}
          </Text>
        )}
      </Stack>
    );
  },
);
