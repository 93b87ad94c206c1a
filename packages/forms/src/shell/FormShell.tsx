import {
  Button,
  ChevronDownIcon,
  ChevronUpIcon,
  Heading,
  Inline,
  RadioGroup,
  Stack,
} from '@adconsole/ui';
import { type ReactNode, useId, useLayoutEffect, useRef, useState } from 'react';
import { invalidSelector } from '../form/focusTopmostError.ts';
import type { ZodFormController } from '../form/useZodForm.ts';
import { useFormText } from '../messages/useFormMessage.ts';
import { FormErrors } from './FormErrors.tsx';
import { useIsSmallScreen } from './useIsSmallScreen.ts';

export interface FormShellProps {
  /** What useZodForm returned. */
  controller: Pick<
    ZodFormController,
    'formRef' | 'submit' | 'formErrors' | 'isSubmitting' | 'submitCount' | 'confirmLeave'
  >;
  /** The form's heading; it also names the form. */
  title: ReactNode;
  /** The main fields. */
  children: ReactNode;
  /**
   * Fields most people skip (spec 2: participants, labels): a collapsible 'Extended options'
   * block, or on small screens the Extended half of a Simple / Extended toggle.
   */
  extendedOptions?: ReactNode;
  /** The submit button's label: 'Save' by default ('Add' for a create form, say). */
  submitLabel?: string;
  /** Called after Cancel, once a dirty form's 'unsaved changes' question got Yes. */
  onCancel?: () => void;
  /** The compact layout; by default on small screens (up to 575 px). */
  isCompact?: boolean;
}

type View = 'simple' | 'extended';

/**
 * The frame every form shares: heading, fields, extended options, the server's form errors,
 * and Cancel and Submit (busy while saving). Cancel on a dirty form asks first.
 */
export function FormShell({
  controller,
  title,
  children,
  extendedOptions,
  submitLabel,
  onCancel,
  isCompact: isCompactProp,
}: FormShellProps) {
  const text = useFormText();
  const titleId = useId();
  const extendedId = useId();
  const isSmallScreen = useIsSmallScreen();
  const isCompact = isCompactProp ?? isSmallScreen;
  const [isExtended, setExtended] = useState(false);
  const extendedRef = useRef<HTMLDivElement>(null);
  const { formRef, submit, formErrors, isSubmitting, submitCount, confirmLeave } = controller;

  // A failed submit opens the extended options when a field in error hides there, so the
  // focus can move to it.
  useLayoutEffect(() => {
    if (submitCount > 0 && extendedRef.current?.querySelector(invalidSelector)) setExtended(true);
  }, [submitCount]);

  const cancel = async () => {
    if (await confirmLeave()) onCancel?.();
  };

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-labelledby={titleId}>
      <Stack space="large">
        <Heading level={2} id={titleId}>
          {title}
        </Heading>
        {isCompact && extendedOptions && (
          <RadioGroup
            label={text('forms.shell.view')}
            orientation="horizontal"
            value={isExtended ? 'extended' : 'simple'}
            onChange={(view) => setExtended((view as View) === 'extended')}
            options={[
              { value: 'simple', label: text('forms.shell.simple') },
              { value: 'extended', label: text('forms.shell.extended') },
            ]}
          />
        )}
        <Stack space="medium">{children}</Stack>
        {extendedOptions && (
          <Stack space="medium">
            {!isCompact && (
              <Inline>
                <Button
                  variant="ghost"
                  icon={isExtended ? <ChevronUpIcon /> : <ChevronDownIcon />}
                  aria-expanded={isExtended}
                  aria-controls={extendedId}
                  onPress={() => setExtended((open) => !open)}
                >
                  {text('forms.shell.extendedOptions')}
                </Button>
              </Inline>
            )}
            {/* Kept mounted while hidden, so its fields keep their values and errors. */}
            <div id={extendedId} ref={extendedRef} hidden={!isExtended}>
              <Stack space="medium">{extendedOptions}</Stack>
            </div>
          </Stack>
        )}
        <FormErrors messages={formErrors} />
        <Inline space="small">
          {onCancel && (
            <Button variant="secondary" onPress={cancel} isDisabled={isSubmitting}>
              {text('forms.shell.cancel')}
            </Button>
          )}
          <Button type="submit" isBusy={isSubmitting}>
            {submitLabel ?? text('forms.shell.save')}
          </Button>
        </Inline>
      </Stack>
    </form>
  );
}
