import {
  Button,
  CloseIcon,
  IconButton,
  Inline,
  PaperclipIcon,
  Stack,
  Text,
  useUiLocale,
} from '@adconsole/ui';
import { forwardRef, type ReactNode, useId, useRef, useState } from 'react';
import { bindField, valueProps } from '../form/bindField.tsx';
import { useFormMessage, useFormText } from '../messages/useFormMessage.ts';
import {
  type Attachments,
  addFiles,
  formatFileSize,
  noAttachments,
  removePending,
  removeSaved,
  type SavedFile,
} from './attachments.ts';

export interface FileUploadFieldProps {
  label: ReactNode;
  description?: ReactNode;
  /** Pending, saved and removed files. */
  value?: Attachments;
  onChange?: (value: Attachments) => void;
  onBlur?: () => void;
  /** The largest file accepted, in bytes; bigger ones are refused with a message. */
  maxFileSize?: number;
  /** File types the picker offers, as for `<input accept>`. */
  accept?: string;
  errorMessage?: string | undefined;
  isDisabled?: boolean;
  name?: string;
}

function FileRow({
  name,
  size,
  onRemove,
}: {
  name: string;
  size?: number | undefined;
  onRemove: () => void;
}) {
  const text = useFormText();
  const locale = useUiLocale();
  return (
    <Inline role="listitem" space="small" align="center">
      <PaperclipIcon />
      <Text as="span">{name}</Text>
      {size !== undefined && (
        <Text as="span" tone="muted" size="small">
          {formatFileSize(size, locale)}
        </Text>
      )}
      <IconButton
        size="small"
        label={text('forms.file.remove', { name })}
        icon={<CloseIcon />}
        onPress={onRemove}
      />
    </Inline>
  );
}

/** A list of files (list roles on plain boxes: ui's reset leaves list elements their indent). */
function FileList({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <Stack space="xsmall">
      <Text id={titleId} size="small" tone="muted">
        {title}
      </Text>
      <Stack role="list" space="xsmall" aria-labelledby={titleId}>
        {children}
      </Stack>
    </Stack>
  );
}

/**
 * Attachments for a form (spec 2 and 3): several files chosen at once, pending and saved files
 * listed with a remove button each. A name that is already attached or pending, or a file over
 * the size limit, is refused with a message naming it. Removed saved files stay in
 * `value.removed`, so the caller deletes them when the form is saved.
 */
export const FileUploadField = forwardRef<HTMLButtonElement, FileUploadFieldProps>(
  function FileUploadField(
    {
      label,
      description,
      value = noAttachments,
      onChange,
      onBlur,
      maxFileSize,
      accept,
      errorMessage,
      isDisabled,
      name,
    },
    ref,
  ) {
    const text = useFormText();
    const format = useFormMessage();
    const locale = useUiLocale();
    const labelId = useId();
    const errorId = useId();
    const inputRef = useRef<HTMLInputElement>(null);
    const [rejections, setRejections] = useState<readonly string[]>([]);
    const change = (next: Attachments) => {
      onChange?.(next);
      onBlur?.();
    };
    const choose = (files: FileList | null) => {
      const added = addFiles(value, files ?? [], { maxFileSize, locale });
      setRejections(added.rejections);
      change(added.attachments);
      // The same file can be chosen again after it was removed.
      if (inputRef.current) inputRef.current.value = '';
    };
    const lists = [
      {
        title: text('forms.file.pending'),
        rows: value.pending.map((file) => ({
          key: file.name,
          name: file.name,
          size: file.size,
          remove: () => removePending(value, file),
        })),
      },
      {
        title: text('forms.file.saved'),
        rows: value.saved.map((file: SavedFile) => ({
          key: file.id,
          name: file.name,
          size: file.size,
          remove: () => removeSaved(value, file),
        })),
      },
    ];
    const messages = [...rejections.map((message) => format(message)), errorMessage].filter(
      (message): message is string => Boolean(message),
    );
    return (
      <Stack
        space="small"
        role="group"
        aria-labelledby={labelId}
        aria-describedby={messages.length > 0 ? errorId : undefined}
        data-invalid={errorMessage ? true : undefined}
      >
        <Text id={labelId} weight="strong">
          {label}
        </Text>
        {description && (
          <Text size="small" tone="muted">
            {description}
          </Text>
        )}
        <Inline>
          <Button
            ref={ref}
            variant="secondary"
            icon={<PaperclipIcon />}
            isDisabled={isDisabled}
            onPress={() => inputRef.current?.click()}
          >
            {text('forms.file.upload')}
          </Button>
        </Inline>
        <input
          ref={inputRef}
          type="file"
          name={name}
          multiple
          accept={accept}
          hidden
          onChange={(event) => choose(event.target.files)}
        />
        {lists.map(
          ({ title, rows }) =>
            rows.length > 0 && (
              <FileList key={title} title={title}>
                {rows.map((row) => (
                  <FileRow
                    key={row.key}
                    name={row.name}
                    size={row.size}
                    onRemove={() => change(row.remove())}
                  />
                ))}
              </FileList>
            ),
        )}
        <Stack id={errorId} space="xsmall" role="alert">
          {messages.map((message) => (
            <Text key={message} tone="critical" size="small">
              {message}
            </Text>
          ))}
        </Stack>
      </Stack>
    );
  },
);
FileUploadField.displayName = 'FileUploadField';

/** FileUploadField bound to a form; the value is the form's Attachments. */
export const FormFileUploadField = bindField(
  FileUploadField,
  valueProps(noAttachments),
  'FormFileUploadField',
);
