import { uiMessages } from '@adconsole/ui/messages';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import react from '@vitejs/plugin-react';
import type { BuildOptions, PluginOption } from 'vite';
import { ariaTexts } from '../../../scripts/lib/aria-texts.mjs';

/**
 * What the console's build and the library floor (libraryFloor.ts) build with, so the floor's
 * figure compares with the console's pages.
 */
export function javascriptPlugins(): PluginOption[] {
  return [
    // react-aria's own texts (e.g. "Dismiss") only in the console's four languages.
    optimizeLocales.vite({ locales: ['de', 'en', 'fr', 'it'] }),
    // …in the console's words: Swiss spelling, and ui's "close" on the dismiss buttons.
    ariaTexts({
      dismiss: Object.fromEntries(
        Object.entries(uiMessages).map(([language, texts]) => [language, texts['ui.close']]),
      ),
    }),
    gregorianOnly(),
    react(),
  ];
}

/**
 * react-aria's date fields make their calendar with @internationalized/date's createCalendar,
 * which names all thirteen calendar systems (Buddhist, Hebrew, Islamic, Japanese…, 7 kB gzip on
 * every page with a date field; react-aria's DateField takes no `createCalendar` of its own).
 * The console shows dates in de-CH, fr-CH, it-CH and en-CH only, all Gregorian, so its build
 * makes every calendar Gregorian (issue 36). A locale of another calendar would show Gregorian
 * dates, which the server's ISO days are anyway.
 */
function gregorianOnly(): PluginOption {
  return {
    name: 'adconsole:gregorian-only',
    enforce: 'pre',
    transform(_code, id) {
      if (
        !/[\\/]@internationalized[\\/]date[\\/]dist[\\/]private[\\/]createCalendar\.mjs$/.test(id)
      ) {
        return undefined;
      }
      return {
        code: [
          "import { GregorianCalendar } from './calendars/GregorianCalendar.mjs';",
          'export function createCalendar() { return new GregorianCalendar(); }',
        ].join('\n'),
        map: null,
      };
    },
  };
}

/**
 * Chunks grouped by what loads together (issue 36: at most 40 files on a cold page). Each group
 * takes the module its `test` names and every module it imports statically, minus what a group
 * of higher priority took: `boot` is what every page runs (the entry and the parts of the
 * sign-in screens every page shows too), `formState` the form library the sign-in forms and
 * every record form share, `signin` the sign-in screens themselves, `frame` what every
 * signed-in page adds (its layout), `list` and `record` the kit's list and record pages. A part
 * loaded on demand (a dynamic `import()`) is no static import, so it stays a chunk of its own;
 * what only one screen uses stays with that screen.
 */
const pageGroups = [
  // …with the forms' text rules (requiredText, maxLengthText; 0.4 kB): in `formState` they made
  // every list whose dialog checks a name load react-hook-form (16 kB); in no group, Rolldown
  // put them with other shared code and the form pages grew by 2 kB (issue 36).
  // …with the ui parts the sign-in screens share with the frame and the lists (buttons, text
  // fields, links, the form texts' hook, the table's typed parameters): in a group after
  // `signin`'s they would make every signed-in page load the sign-in screens.
  [
    'boot',
    /src[\\/](main\.tsx|features[\\/]auth[\\/]AuthenticationLayout\.tsx|routes[\\/]useTableParams\.ts|messages[\\/]useFormMessage\.ts)$|ui[\\/]src[\\/]components[\\/](Button|Heading|Link|Loader|Stack|Inline|Text|Card|Container|TextField|TextArea)[\\/]\w+\.tsx$|forms[\\/]src[\\/]rules[\\/]text\.ts$/,
  ],
  // react-hook-form, its zod resolver and the forms package's binding of a text field (18 kB):
  // in `boot` with the sign-in screens they were on every page; a list without a form now
  // loads none of it (the users list 294.2 → 277.6 kB, issue 36).
  [
    'formState',
    /node_modules[\\/](react-hook-form|@hookform[\\/]resolvers)[\\/]|forms[\\/]src[\\/]form[\\/](useFormField|bindField|useZodForm|fields[\\/]text)\.tsx?$/,
  ],
  ['signin', /src[\\/]features[\\/]auth[\\/](LoginPage|AuthScreens)\.tsx$/],
  // …with the route table (routes/table/index.ts), loaded with the frame (issue 36).
  // …and ui's empty and error blocks (1 kB), which any screen may show: the home and not-found
  // pages loaded the whole `list` group for them (issue 36); and react-aria's useUpdateEffect
  // (0.3 kB), which the date fields share with the searched choices (`choice` below): in that
  // group, a date field would load it all.
  // …and react-stately's number helpers (0.6 kB), which the number fields share with the
  // overlays' positioning: in the frame while ui's Tooltip positioned there; once the tooltip
  // loaded on demand, the `popover` group took them and every page with a number field loaded
  // the popover (+11.3 kB on 14 form pages, issue 36).
  [
    'frame',
    /src[\\/](features[\\/]shell[\\/](SignedInLayout|AreaPage)\.tsx|routes[\\/]table[\\/]index\.ts|components[\\/](EmptyState|ErrorBlock)[\\/]\w+\.tsx)$|react-aria[\\/]dist[\\/]private[\\/]utils[\\/]useUpdateEffect\.mjs$|react-stately[\\/]dist[\\/]private[\\/]utils[\\/]number\.mjs$/,
  ],
  // What the list pages share with the record and form pages: ui's controls a record shows too
  // (tabs, status badges, check boxes, switches, the light Select and Combobox, the fields'
  // icons and options) with react-aria's focus scope and collections under them, and the kit's
  // on-demand parts, dialogs, cell formats, downloads, the stale-write guard of a list's record
  // dialog, the dialogs' field names (fieldsOf) and the forms package's choice rule; also ui's
  // day check of the FilterBar, which the date fields read. In the `list` group they made every
  // record and form page load the whole list kit with TanStack Table (52 kB) for them: the
  // manual invoice page 350.2 → 327.6 kB, the traffic dashboard 343.7 → 321.0 kB (issue 36).
  // The custom fields' access to the form's values (formWatch, 0.2 kB), which the record
  // fields give: in the `form` group it made a list load the form kit for its dialog's preview.
  // The kit's crumbs (recordPaths, 0.5 kB) too: once ListView read them for a list's parent
  // crumbs, every form page loaded the list group for them (the manual invoice 358.7 kB).
  [
    'shared',
    /src[\\/](kit[\\/](OnDemandPart|OnDemandDialog|fieldsOf|formWatch|useStaleWriteGuard|cellFormat|recordPaths)\.tsx?|app[\\/]download\.ts|rules[\\/]choice\.ts)$|ui[\\/]src[\\/]components[\\/](Field[\\/](fieldIcons|plainField)|Options[\\/]options|StatusBadge[\\/]StatusBadge|Checkbox[\\/]Checkbox|Combobox[\\/]Combobox|Select[\\/]Select|Tabs[\\/]Tabs|Switch[\\/]Switch|DatePicker[\\/]dayText)\.tsx?$|(contracts[\\/]resource|services[\\/]downloads)\.ts$|react-query[\\/]build[\\/]modern[\\/]useMutation\.js$|react-aria[\\/]dist[\\/]private[\\/](focus[\\/]FocusScope|i18n[\\/]useLocalizedStringFormatter)\.mjs$|@internationalized[\\/]string[\\/]/,
  ],
  // …the list kit itself: ListView, useList, the DataTable with TanStack Table, the FilterBar,
  // the pagination.
  ['list', /src[\\/]kit[\\/](ListView\.tsx|useList\.ts)$/],
  // …with the history's value rule (0.7 kB), which every record's history tab reads: a file of
  // its own on the campaign's pages (issue 36: at most 40 files).
  ['record', /src[\\/]kit[\\/](RecordPage\.tsx|historyValue\.ts)$/],
  // ui's field popover (a date field's calendar, a choice field's list) with react-aria's
  // popover and dialog under it: in the `form` group, a page with a date field and no form
  // (planning) loaded the form kit and react-hook-form for it (issue 36).
  ['popover', /ui[\\/]src[\\/]components[\\/]Field[\\/]FieldPopover\.tsx$/],
  // …with the forms package's toggles, choice fields and date rule and the kit's record fields:
  // shared by record screens in ever other sets, they were a file each on the order's pages
  // (issue 36: at most 40 files), and in the `dialog` group's file they made every form page
  // load the dialogs.
  [
    'form',
    /src[\\/](kit[\\/](RecordFormPage|RecordFields)\.tsx|form[\\/]fields[\\/](toggles|choice)\.ts|rules[\\/]date\.ts)$/,
  ],
  // The dialogs' frame (ui's Dialog) apart from the form pages, which show none at first: with
  // them, every form page loaded react-aria's dialog and popover (issue 36). Before the
  // popover's group, a page with a question saved 0.9 kB and every page with a date field
  // loaded 1.8 kB more (measured, session 14): it stays after it.
  ['dialog', /src[\\/]components[\\/]Dialog[\\/]Dialog\.tsx$/],
  // The forms' and the kit's form dialogs apart from ui's Dialog: in one group, a page that
  // asks a question (ui's ConfirmDialog) or shows a dialog of its own loaded react-hook-form,
  // the form kit and the popover with them (the feedback, report templates and exclusions
  // pages, about 35 kB; issue 36).
  ['formDialog', /src[\\/](kit[\\/]RecordDialog|shell[\\/]FormDialog)\.tsx$/],
  // …and the searched choices' fields, loaded on a Combobox's or MultiSelect's first focus:
  // ui's ComboboxField and MultiSelectField with react-aria's ComboBox, list box and TagGroup
  // they share (one file instead of six; issue 36: at most 40 files). ui's field popover has a
  // group of its own (`popover`), or a date field would load these.
  [
    'choice',
    /ui[\\/]src[\\/]components[\\/](MultiSelect[\\/]MultiSelectField|Combobox[\\/]ComboboxField)\.tsx$/,
  ],
] as const;

export const buildOptions = {
  target: 'es2023',
  // Every browser of an es2023 target preloads modules itself: no polyfill on every page
  // (0.5 kB, issue 36).
  modulePreload: { polyfill: false },
  sourcemap: true,
  rolldownOptions: {
    output: {
      // Issue 36: the route table (in the frame) names every screen's files, each in its import
      // and its preload list: a 7-character hash instead of 8 (Rolldown’s least for this many chunks)
      // keeps that list shorter on every signed-in page.
      entryFileNames: 'assets/[name]-[hash:7].js',
      chunkFileNames: 'assets/[name]-[hash:7].js',
      assetFileNames: 'assets/[name]-[hash:7][extname]',
      codeSplitting: {
        groups: [
          ...pageGroups.map(([name, test], index) => ({
            name,
            test,
            priority: pageGroups.length - index,
          })),
        ],
      },
    },
  },
} satisfies BuildOptions;
