import { PERMISSION_AREAS, type PermissionArea } from '@adconsole/api';
import { useFormField } from '@adconsole/forms';
import { Checkbox, Heading, Stack, Text } from '@adconsole/ui';
import { useId } from 'react';
import type { Control, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

export interface PermissionsFieldProps {
  control: Control<FieldValues>;
  name: string;
  label: string;
  /** The roles this editor may give; the others are not shown (a company admin's ceiling). */
  offered?: ReadonlySet<string>;
}

/**
 * The permissions of a user as checkboxes grouped by area (spec 1 §6), each with a short
 * explanation of what it opens; an area without an offered role is left out.
 */
export function PermissionsField({ control, name, label, offered }: PermissionsFieldProps) {
  const { t } = useTranslation();
  const field = useFormField(control, name);
  const headingId = useId();
  const held = new Set((field.value as string[] | undefined) ?? []);
  const toggle = (role: string, on: boolean) => {
    const next = new Set(held);
    if (on) next.add(role);
    else next.delete(role);
    field.onChange([...next]);
    field.onBlur();
  };
  const areas = (Object.entries(PERMISSION_AREAS) as [PermissionArea, readonly string[]][])
    .map(([area, roles]) => [area, roles.filter((role) => !offered || offered.has(role))] as const)
    .filter(([, roles]) => roles.length > 0);
  return (
    <section aria-labelledby={headingId}>
      <Stack space="large">
        <Stack space="xsmall">
          <Heading level={3} id={headingId}>
            {label}
          </Heading>
          {field.errorMessage && <Text tone="critical">{field.errorMessage}</Text>}
          {areas.length === 0 && <Text tone="muted">{t('users.form.noPermissionsOffered')}</Text>}
        </Stack>
        {areas.map(([area, roles]) => (
          <section key={area} aria-labelledby={`${headingId}-${area}`}>
            <Stack space="small">
              <Text weight="strong" id={`${headingId}-${area}`}>
                {t(`roles.areas.${area}`)}
              </Text>
              {roles.map((role) => (
                <Checkbox
                  key={role}
                  label={t(`roles.names.${role}`)}
                  description={t(`roles.hints.${role}`)}
                  isSelected={held.has(role)}
                  onChange={(on) => toggle(role, on)}
                />
              ))}
            </Stack>
          </section>
        ))}
      </Stack>
    </section>
  );
}
