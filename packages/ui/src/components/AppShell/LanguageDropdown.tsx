import { type UiLocale, uiLocales } from '../../provider/locales.ts';
import {
  DropdownMenu,
  DropdownMenuItem,
  type DropdownMenuProps,
} from '../DropdownMenu/DropdownMenu.tsx';
import type { LanguageMenuProps } from './LanguageMenu.tsx';
import { languageNames } from './shell.ts';

interface LanguageDropdownProps
  extends LanguageMenuProps,
    Pick<DropdownMenuProps, 'trigger' | 'openOnMount'> {}

/** LanguageMenu's menu, a module of its own: LanguageMenu imports it on the first press. */
export function LanguageDropdown({ value, onChange, trigger, openOnMount }: LanguageDropdownProps) {
  return (
    <DropdownMenu
      trigger={trigger}
      onAction={(key) => onChange(key as UiLocale)}
      openOnMount={openOnMount}
    >
      {uiLocales.map((locale) => (
        <DropdownMenuItem key={locale} id={locale} isDisabled={locale === value} lang={locale}>
          {languageNames[locale]}
        </DropdownMenuItem>
      ))}
    </DropdownMenu>
  );
}
LanguageDropdown.displayName = 'LanguageDropdown';
