import { Button, Inline, PaperclipIcon, Stack, Text, useUiLocale } from '@adconsole/ui';
import { type ReactNode, useId, useRef } from 'react';
import { useFormText } from '../messages/useFormMessage.ts';
import { formatFileSize } from './attachments.ts';

export interface FilePickerProps {
  /** What the file is for ("Datei", "Logo"): the group's name, so the button reads in context. */
  label: ReactNode;
  /** The chosen file, if any (the caller keeps it). */
  file?: File | undefined;
  onChange: (file: File | undefined) => void;
  /** File types the picker offers, as for `<input accept>`. */
  accept?: string;
  isDisabled?: boolean;
  /**
   * Whether the chosen file's name shows beside the button (default). A picker that acts at
   * once on its file (a logo uploaded as it is chosen) shows the result elsewhere instead.
   */
  showsChoice?: boolean;
}

/**
 * One file to choose, in the interface's language. The browser's own file input names its
 * button and its "no file" text in the browser's language ("Choose File" in a French console),
 * so the input stays hidden and a button of ours opens it; the chosen file's name and size
 * show beside it (issue 33: a publication upload read "Choose File" in a German interface).
 * For several files with pending and saved lists, use FileUploadField.
 */
export function FilePicker({
  label,
  file,
  onChange,
  accept,
  isDisabled,
  showsChoice = true,
}: FilePickerProps) {
  const text = useFormText();
  const locale = useUiLocale();
  const labelId = useId();
  const chosenId = useId();
  const input = useRef<HTMLInputElement>(null);
  return (
    <Stack space="xxsmall" role="group" aria-labelledby={labelId}>
      <Text id={labelId} size="small" weight="strong" as="span">
        {label}
      </Text>
      <Inline space="small" align="center">
        <Button
          variant="secondary"
          icon={<PaperclipIcon />}
          isDisabled={isDisabled}
          aria-describedby={showsChoice ? chosenId : undefined}
          onPress={() => input.current?.click()}
        >
          {text(file ? 'forms.file.other' : 'forms.file.choose')}
        </Button>
        {showsChoice && (
          <Text id={chosenId} as="span" tone={file ? undefined : 'muted'} aria-live="polite">
            {file ? `${file.name} (${formatFileSize(file.size, locale)})` : text('forms.file.none')}
          </Text>
        )}
      </Inline>
      <input
        ref={input}
        type="file"
        hidden
        accept={accept}
        disabled={isDisabled}
        onChange={(event) => {
          onChange(event.currentTarget.files?.[0]);
          // The same file can be chosen again (after a failed upload, say).
          event.currentTarget.value = '';
        }}
      />
    </Stack>
  );
}
