import { type Key, type ReactNode, useRef, useState } from 'react';
import { useAutocomplete } from 'react-aria/useAutocomplete';
import {
  AutocompleteStateContext,
  FieldInputContext,
  Header,
  Input,
  Menu,
  MenuItem,
  MenuSection,
  Provider,
  SearchField,
  SelectableCollectionContext,
} from 'react-aria-components';
import { useUiText } from '../../provider/context.ts';
import { DialogContent, DialogTitle } from '../Dialog/Dialog.tsx';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import * as styles from './CommandPalette.css.ts';

export interface CommandPaletteItem {
  /** Unique within its section. */
  id: string;
  label: string;
  /** A second line: where a screen is, the town of an account, a campaign's advertiser. */
  description?: string;
  /** Where the item leads (the app's router navigates), or … */
  href?: string;
  /** … what it does. */
  onAction?: () => void;
}

export interface CommandPaletteSection {
  id: string;
  title: string;
  items: readonly CommandPaletteItem[];
}

export interface CommandPaletteProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** What the user typed; the app finds the items (its screens, its records) for it. */
  inputValue: string;
  onInputChange: (value: string) => void;
  /** The items in groups, in order; an empty group is left out. */
  sections: readonly CommandPaletteSection[];
  /** A search is under way: said instead of "nothing found" while nothing is in yet. */
  isLoading?: boolean;
}

/**
 * The search field and the menu joined as react-aria-components' `Autocomplete` joins them (the
 * field keeps the focus and points at the menu's active item, aria-activedescendant), on
 * react-aria's `useAutocomplete` hook and the components' own contexts. Not RAC's component
 * itself (issue 36, page weight): RAC keeps `Autocomplete` in the module whose contexts every
 * text field reads, so once one chunk used it, its code and its hooks (3.1 kB gzip) went into
 * the entry chunk of every page; the hook here loads with the palette only. The input value is
 * the palette's (controlled), so the autocomplete's state is that value and the active item.
 */
function PaletteAutocomplete({
  inputValue,
  onInputChange,
  children,
}: {
  inputValue: string;
  onInputChange: (value: string) => void;
  children: ReactNode;
}) {
  const [focusedNodeId, setFocusedNodeId] = useState<string | null>(null);
  const state = { inputValue, setInputValue: onInputChange, focusedNodeId, setFocusedNodeId };
  const inputRef = useRef<HTMLInputElement>(null);
  const collectionRef = useRef<HTMLElement>(null);
  const {
    inputProps,
    collectionProps,
    collectionRef: mergedCollectionRef,
    filter,
  } = useAutocomplete({ inputValue, onInputChange, inputRef, collectionRef }, state);
  return (
    <Provider
      values={[
        [AutocompleteStateContext, state],
        [FieldInputContext, { ...inputProps, ref: inputRef }],
        [SelectableCollectionContext, { ...collectionProps, filter, ref: mergedCollectionRef }],
      ]}
    >
      {children}
    </Provider>
  );
}

/**
 * Go anywhere and do anything by keyboard (Ctrl/⌘-K in an app): a search field over grouped
 * items, in a modal. Typing keeps the focus in the field; ↑/↓ move through the items (the field
 * tells assistive technology which one, aria-activedescendant), Enter opens or runs it, Escape
 * closes. The app decides what the items are and filters them as the user types.
 */
export function CommandPalette({
  isOpen,
  onOpenChange,
  inputValue,
  onInputChange,
  sections,
  isLoading = false,
}: CommandPaletteProps) {
  const text = useUiText();
  // The pointer chooses only once it moves: results appearing under a resting pointer would
  // otherwise take the active item from the keyboard (Chromium sends hover events when the
  // page changes under it), and Enter opened what the pointer rested on (the s15 stranger).
  const [isPointerChoosing, setPointerChoosing] = useState(false);
  const shown = sections.filter((section) => section.items.length > 0);
  const actions = new Map<Key, CommandPaletteItem>();
  for (const section of shown) {
    for (const item of section.items) actions.set(`${section.id}:${item.id}`, item);
  }
  return (
    <DialogContent isOpen={isOpen} onOpenChange={onOpenChange} size="medium" hasCloseButton={false}>
      <VisuallyHidden>
        <DialogTitle>{text('ui.palette.title')}</DialogTitle>
      </VisuallyHidden>
      <PaletteAutocomplete
        inputValue={inputValue}
        onInputChange={(value) => {
          setPointerChoosing(false);
          onInputChange(value);
        }}
      >
        <SearchField aria-label={text('ui.palette.field')} autoFocus className={styles.search}>
          <Input className={styles.input} placeholder={text('ui.palette.placeholder')} />
        </SearchField>
        <div
          className={styles.results}
          onPointerMove={(event) => {
            if (event.movementX !== 0 || event.movementY !== 0) setPointerChoosing(true);
          }}
        >
          <Menu
            aria-label={text('ui.palette.results')}
            className={isPointerChoosing ? styles.menu : `${styles.menu} ${styles.pointerResting}`}
            onAction={(key) => {
              const item = actions.get(key);
              onOpenChange(false);
              item?.onAction?.();
            }}
            renderEmptyState={() => (
              <div className={styles.status} role="status">
                {text(isLoading ? 'ui.palette.searching' : 'ui.palette.nothing')}
              </div>
            )}
          >
            {shown.map((section) => (
              <MenuSection key={section.id} id={section.id}>
                <Header className={styles.sectionHeader}>{section.title}</Header>
                {section.items.map((item) => (
                  <MenuItem
                    key={`${section.id}:${item.id}`}
                    id={`${section.id}:${item.id}`}
                    textValue={item.description ? `${item.label}, ${item.description}` : item.label}
                    href={item.href}
                    className={styles.item}
                  >
                    <span>{item.label}</span>
                    {item.description && (
                      <span className={styles.description}>{item.description}</span>
                    )}
                  </MenuItem>
                ))}
              </MenuSection>
            ))}
          </Menu>
        </div>
      </PaletteAutocomplete>
      <p className={styles.hint} aria-hidden="true">
        {text('ui.palette.keys')}
      </p>
    </DialogContent>
  );
}
CommandPalette.displayName = 'CommandPalette';
