import { useUiText } from '../../provider/context.ts';
import { type UiLocale, uiLocales } from '../../provider/locales.ts';
import { MenuButton } from '../DropdownMenu/MenuButton.tsx';
import { LanguageIcon } from '../Icon/SvgIcon.tsx';
import { languageNames } from './shell.ts';

export interface LanguageMenuProps {
  value: UiLocale;
  onChange: (locale: UiLocale) => void;
}

/**
 * The header's language dropdown: de, en, fr, it; the current one is disabled (spec 1 §1).
 * Its menu loads on demand (MenuButton): the sign-in page shows the trigger, and a visitor
 * who only signs in never opens it.
 */
export function LanguageMenu({ value, onChange }: LanguageMenuProps) {
  const text = useUiText();
  return (
    <MenuButton
      trigger={{
        variant: 'ghost',
        icon: <LanguageIcon />,
        'aria-label': `${text('ui.shell.language')}: ${languageNames[value]}`,
        children: languageNames[value],
      }}
      entries={uiLocales.map((locale) => ({
        id: locale,
        label: languageNames[locale],
        isDisabled: locale === value,
        lang: locale,
      }))}
      onAction={(id) => onChange(id as UiLocale)}
    />
  );
}
LanguageMenu.displayName = 'LanguageMenu';
