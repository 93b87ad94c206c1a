import { type CurrentUser, effectiveRoles } from '@adconsole/api';
import { addFormatters } from '@adconsole/i18n';
import {
  AppShell,
  type LazyPart,
  LogoutIcon,
  lazyPart,
  ProfileMenu,
  type ShellStorage,
  Text,
  usePart,
} from '@adconsole/ui';
import { Outlet, useLocation } from '@tanstack/react-router';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { startPath } from '../../app/landing.ts';
import { ServerTexts } from '../../app/texts.tsx';
import { areas, chainAllows, matchTable } from '../../routes/table/index.ts';
import { useSignedInContext } from '../../routes/useSignedInContext.ts';
import { useFeedback } from '../feedback/FeedbackEntry.tsx';
import { usePageViews } from '../feedback/usePageViews.ts';
import { PaletteEntry } from '../palette/PaletteEntry.tsx';
import { HeaderLanguage } from './HeaderLanguage.tsx';
import { HeaderMessages, StatusFooter, useNavigationGroups } from './ShellParts.tsx';
import { useSignOut } from './useSignOut.ts';

/** The shell keeps the collapsed navigation in local storage (spec 1 §9). */
const shellStorage: ShellStorage = {
  get: (key) => localStorage.getItem(key),
  set: (key, value) => localStorage.setItem(key, value),
};

/** The company switcher, loaded when the frame shows it (issue 36). */
const companySwitcherPart = lazyPart(() =>
  import('./CompanySwitcher.tsx').then((module) => module.CompanySwitcher),
);
/** The colour scheme menu (issue 46), loaded when the frame shows it, as the switcher. */
const themeMenuPart = lazyPart(() =>
  import('./HeaderTheme.tsx').then((module) => module.HeaderTheme),
);

/** A part of the header whose code loads when the frame shows it. */
function HeaderPart({ part }: { part: LazyPart<object> }) {
  const Part = usePart(part, true);
  return Part ? <Part /> : null;
}

/** Translation in context (issue 46): its marks, bar and editor, loaded when switched on. */
const inContextPart = lazyPart(() =>
  import('../localization/InContextEditor.tsx').then((module) => module.InContextEditor),
);

/** Who may edit texts in context: who may open the localisation screen (administrators). */
const localizationMatch = matchTable(areas, '/admin/localization');

/**
 * Whether it is on is kept in the tab's session storage: it stays on from screen to screen and
 * after a reload, and ends with the tab (a shared machine never keeps marking every text).
 */
const textEditingKey = 'adconsole:textEditing';

function useTextEditing(): [boolean, (on: boolean) => void] {
  const [isOn, setOn] = useState(() => sessionStorage.getItem(textEditingKey) === 'on');
  const set = (on: boolean) => {
    if (on) sessionStorage.setItem(textEditingKey, 'on');
    else sessionStorage.removeItem(textEditingKey);
    setOn(on);
  };
  return [isOn, set];
}

function InContextOnDemand({ onStop }: { onStop: () => void }) {
  const InContextEditor = usePart(inContextPart, true);
  return InContextEditor ? <InContextEditor onStop={onStop} /> : null;
}

/**
 * The console's frame for a signed-in user (spec 1 §1): navigation by role, the header
 * (company switcher, messages, language, profile), the page, the footer's system status.
 */
export function SignedInFrame({ user, children }: { user: CurrentUser; children: ReactNode }) {
  const { t, i18n } = useTranslation();
  // Formatted texts ({{amount, chf}}, {{when, displayDate}}) appear only behind sign-in (the
  // sign-in screens use none): the formatters, and luxon with them, load with this chunk and
  // are in before the header or a signed-in screen renders. Once per instance.
  addFormatters(i18n);
  const signOut = useSignOut();
  const roles = effectiveRoles(user);
  const navigation = useNavigationGroups(roles, user.company.name);
  const { href } = useLocation();
  const isCompanyAdmin = roles.has('ADMIN') || roles.has('COMPANY_ADMIN');
  usePageViews();
  // Spec 1 §1: the feedback widget "only when the signed-in user has a company" (every user here
  // belongs to one; the check stays should a user ever have none).
  const feedback = useFeedback();
  const mayEditTexts = localizationMatch !== undefined && chainAllows(localizationMatch, roles);
  const [textEditing, setTextEditing] = useTextEditing();
  const isEditingTexts = textEditing && mayEditTexts;
  return (
    <AppShell
      navigation={navigation}
      currentHref={href}
      storage={shellStorage}
      brandHref={startPath(roles, navigation)}
      brand={
        <Text weight="strong" size="large" as="span">
          {t('appName')}
        </Text>
      }
      headerStart={
        roles.has('SWITCH_COMPANY_VIEW') ? <HeaderPart part={companySwitcherPart} /> : undefined
      }
      headerEnd={
        <>
          <PaletteEntry />
          {roles.has('ADMIN') && <HeaderMessages />}
          <HeaderLanguage />
          <HeaderPart part={themeMenuPart} />
          <ProfileMenu
            firstName={user.firstName}
            lastName={user.lastName}
            entries={[
              { id: 'account', label: t('shell.manageAccount'), href: '/account/editSettings' },
              // Spec 3 §6: "Account users and company pages exclude post-ad-manager".
              ...(isCompanyAdmin && !roles.has('POSTADMANAGER')
                ? [
                    { id: 'company', label: t('routes.companyEdit'), href: '/account/company' },
                    { id: 'users', label: t('routes.companyUsers'), href: '/account/users' },
                  ]
                : []),
              ...(user.companyId
                ? [
                    {
                      id: 'feedback',
                      label: t('shell.feedback'),
                      onAction: () => void feedback.ask(),
                    },
                  ]
                : []),
              ...(mayEditTexts
                ? [
                    {
                      id: 'textEditing',
                      label: t(isEditingTexts ? 'shell.textEditingStop' : 'shell.textEditingStart'),
                      onAction: () => setTextEditing(!isEditingTexts),
                    },
                  ]
                : []),
              {
                id: 'logout',
                label: t('shell.signOut'),
                icon: <LogoutIcon />,
                onAction: () => void signOut(),
              },
            ]}
          />
        </>
      }
      footer={<StatusFooter />}
    >
      {children}
      {feedback.dialog}
      {isEditingTexts && <InContextOnDemand onStop={() => setTextEditing(false)} />}
    </AppShell>
  );
}

/** The layout route of every signed-in screen. */
export function SignedInLayout() {
  const { user } = useSignedInContext();
  return (
    <ServerTexts>
      <SignedInFrame user={user}>
        <Outlet />
      </SignedInFrame>
    </ServerTexts>
  );
}
