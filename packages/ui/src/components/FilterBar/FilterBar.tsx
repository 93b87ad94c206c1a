import { type ComponentType, type ReactNode, useEffect, useRef, useState } from 'react';
import { type LazyPart, lazyPart, usePart } from '../../lazy/lazyPart.ts';
import { useUiText } from '../../provider/context.ts';
import { Button } from '../Button/Button.tsx';
import { Combobox } from '../Combobox/Combobox.tsx';
import type { DateRangePickerProps } from '../DateRangePicker/DateRangePicker.tsx';
import { MenuButton } from '../DropdownMenu/MenuButton.tsx';
import { useControlledValue } from '../Field/Field.tsx';
import { CloseIcon, PlusIcon } from '../Icon/Icon.tsx';
import type { MultiSelectProps } from '../MultiSelect/MultiSelect.tsx';
import type { Option } from '../Options/options.ts';
import { SEARCH_DEBOUNCE_MS } from '../Options/options.ts';
import { Select } from '../Select/Select.tsx';
import { Switch } from '../Switch/Switch.tsx';
import { TextField } from '../TextField/TextField.tsx';
import * as styles from './FilterBar.css.ts';
import {
  CLEAR_ALL_THRESHOLD,
  countSetFilters,
  type FilterDefinition,
  type FilterValue,
  type FilterValues,
  formatDateRangeFilter,
  isFilterSet,
  parseDateRangeFilter,
  type SearchFilter,
} from './filterValues.ts';

export interface FilterBarProps {
  /** The filters the list offers, in the order they show. */
  filters: readonly FilterDefinition[];
  /** The values the user set (locked filters excluded). */
  values: FilterValues;
  /** The user's values after a change; locked filters are never part of them. */
  onChange: (values: FilterValues) => void;
  /**
   * Filters fixed by the screen, e.g. the account on an account page (spec 2 §2: "the
   * invoicing-account filter is hidden and cannot be changed"): not shown, not offered in the
   * picker, not counted or cleared by Clear all. The app applies their values itself.
   */
  lockedValues?: FilterValues;
  /** Keys of the filters picked in 'select filters'; filters with a value always show. */
  visibleFilters?: readonly string[];
  defaultVisibleFilters?: readonly string[];
  onVisibleFiltersChange?: (keys: readonly string[]) => void;
}

const noKeys: readonly string[] = [];

/**
 * The filters above a list (spec 2 §2). A 'select filters' picker chooses which filters show;
 * sorting and other `isAlwaysShown` filters always do, and so does every filter with a value.
 * Removing a filter from the picker clears it. Clear all appears once at least 3 filters are
 * set. Values are plain data, so the app keeps them in the URL and session storage.
 */
// The fields a list shows at first paint only for some filters load on demand, each the first
// time a bar shows a filter of its kind: the date range field (react-aria's calendar, date and
// number parts: about 48 kB gzip) and the multiple choice (its plain input and tags, 0.5 kB;
// react-aria's field then loads on its first focus). The searched choice (the Combobox) stays
// with the bar: it draws its input and loads react-aria's ComboBox on its first focus (issue 36).
const onDemandFields = {
  dateRange: lazyPart(() =>
    import('../DateRangePicker/DateRangePicker.tsx').then((module) => module.DateRangePicker),
  ),
  multiSelect: lazyPart(() =>
    import('../MultiSelect/MultiSelect.tsx').then((module) => module.MultiSelect),
  ),
};

export function FilterBar({
  filters,
  values,
  onChange,
  lockedValues = {},
  visibleFilters,
  defaultVisibleFilters = noKeys,
  onVisibleFiltersChange,
}: FilterBarProps) {
  const text = useUiText();
  const [picked, setPicked] = useControlledValue(
    visibleFilters,
    defaultVisibleFilters,
    onVisibleFiltersChange,
  );
  const isLocked = (filter: FilterDefinition) => lockedValues[filter.key] !== undefined;
  const pickable = filters.filter((filter) => !filter.isAlwaysShown && !isLocked(filter));
  const isShown = (filter: FilterDefinition) =>
    !isLocked(filter) &&
    (filter.isAlwaysShown || picked.includes(filter.key) || isFilterSet(values[filter.key]));
  const changeable = filters.filter((filter) => !isLocked(filter)).map((filter) => filter.key);

  const setValue = (key: string, value: FilterValue | undefined) => {
    const { [key]: _previous, ...others } = values;
    onChange(value === undefined ? others : { ...others, [key]: value });
  };

  const pick = (keys: readonly string[]) => {
    setPicked(keys);
    // A filter taken out of the picker stops filtering.
    const dropped = pickable.filter(
      (filter) => !keys.includes(filter.key) && isFilterSet(values[filter.key]),
    );
    if (dropped.length > 0) {
      const next = { ...values };
      for (const filter of dropped) delete next[filter.key];
      onChange(next);
    }
  };

  // Clear all empties the filters but keeps them in view, so the bar does not rearrange.
  const clearAll = () => {
    setPicked(pickable.filter(isShown).map((filter) => filter.key));
    onChange({});
  };

  return (
    // The filters of a list are its search landmark.
    <search aria-label={text('ui.filters.label')} className={styles.root}>
      {pickable.length > 0 && (
        <div className={styles.picker}>
          <MenuButton
            trigger={{
              variant: 'secondary',
              icon: <PlusIcon />,
              children: text('ui.filters.select'),
            }}
            placement="bottom start"
            selectionMode="multiple"
            selectedKeys={pickable.filter(isShown).map((filter) => filter.key)}
            onSelectionChange={pick}
            entries={pickable.map((filter) => ({ id: filter.key, label: filter.label }))}
          />
        </div>
      )}
      {filters.filter(isShown).map((filter) => (
        <div key={filter.key} className={styles.filter({ kind: filter.kind })}>
          <FilterField
            filter={filter}
            value={values[filter.key]}
            onChange={(value) => setValue(filter.key, value)}
          />
        </div>
      ))}
      {countSetFilters(changeable, values) >= CLEAR_ALL_THRESHOLD && (
        <div className={styles.clearAll}>
          <Button variant="ghost" icon={<CloseIcon />} onPress={clearAll}>
            {text('ui.filters.clearAll')}
          </Button>
        </div>
      )}
    </search>
  );
}
FilterBar.displayName = 'FilterBar';

interface FilterFieldProps {
  filter: FilterDefinition;
  value: FilterValue | undefined;
  onChange: (value: FilterValue | undefined) => void;
}

/** The input of one filter, chosen by its kind; an emptied input unsets the filter. */
function FilterField({ filter, value, onChange }: FilterFieldProps) {
  const common = { label: filter.label };
  switch (filter.kind) {
    case 'search':
      return (
        <SearchFilterField
          {...common}
          filter={filter}
          value={typeof value === 'string' ? value : ''}
          onChange={onChange}
        />
      );
    case 'select': {
      const chosen = isOption(value) ? value : null;
      const { options, loadOptions, debounceMs, placeholder } = filter;
      // A short fixed list (sorting, activity type) opens under a button; a loaded one is searched.
      return loadOptions || !options ? (
        <Combobox
          {...common}
          loadOptions={loadOptions}
          options={options}
          debounceMs={debounceMs}
          placeholder={placeholder}
          value={chosen}
          onChange={(option) => onChange(option ?? undefined)}
        />
      ) : (
        <Select
          {...common}
          options={options}
          placeholder={placeholder}
          value={chosen?.id ?? null}
          onChange={(id) => onChange(options.find((option) => option.id === id))}
        />
      );
    }
    case 'multiSelect':
      return (
        <OnDemandField<MultiSelectProps>
          part={onDemandFields.multiSelect}
          {...common}
          options={filter.options}
          loadOptions={filter.loadOptions}
          debounceMs={filter.debounceMs}
          value={Array.isArray(value) ? value : []}
          onChange={(options) => onChange(options.length > 0 ? options : undefined)}
        />
      );
    case 'dateRange': {
      const range = typeof value === 'string' ? parseDateRangeFilter(value) : null;
      return (
        <OnDemandField<DateRangePickerProps>
          part={onDemandFields.dateRange}
          {...common}
          value={range?.end ? { start: range.start, end: range.end } : null}
          onChange={(next) => onChange(next ? formatDateRangeFilter(next) : undefined)}
        />
      );
    }
    case 'boolean':
      return (
        <Switch
          {...common}
          isSelected={value === true}
          onChange={(isSelected) => onChange(isSelected || undefined)}
        />
      );
  }
}

/**
 * A filter's field once its code is there; until then a field of the same label that cannot be
 * typed in yet, so the bar does not jump.
 */
function OnDemandField<Props extends { label: ReactNode }>({
  part,
  ...props
}: Props & { part: LazyPart<Props> }) {
  const Field: ComponentType<Props> | undefined = usePart(part, true);
  if (Field) return <Field {...(props as unknown as Props)} />;
  return <TextField label={props.label} value="" isDisabled />;
}

function isOption(value: FilterValue | undefined): value is Option {
  return typeof value === 'object' && !Array.isArray(value);
}

interface SearchFilterFieldProps {
  filter: SearchFilter;
  label: string;
  value: string;
  onChange: (value: string | undefined) => void;
}

/** The search text changes the filter once typing rests (spec 1 §9: 500 ms). */
function SearchFilterField({ filter, label, value, onChange }: SearchFilterFieldProps) {
  const [typed, setTyped] = useState(value);
  // A new value from outside (Clear all, a restored URL) replaces the text.
  const [shownValue, setShownValue] = useState(value);
  if (shownValue !== value) {
    setShownValue(value);
    setTyped(value);
  }
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return (
    <TextField
      label={label}
      value={typed}
      onChange={(next) => {
        setTyped(next);
        clearTimeout(timer.current);
        timer.current = setTimeout(
          () => onChange(next.trim() === '' ? undefined : next),
          filter.debounceMs ?? SEARCH_DEBOUNCE_MS,
        );
      }}
    />
  );
}
