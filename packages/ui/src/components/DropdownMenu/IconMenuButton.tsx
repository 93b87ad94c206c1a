import { IconButton, type IconButtonProps } from '../IconButton/IconButton.tsx';
import { type MenuButtonProps, OnDemandMenu, type TriggerHandlers } from './MenuButton.tsx';

export interface IconMenuButtonProps extends Omit<MenuButtonProps, 'trigger'> {
  /** The icon button that opens the menu (its label names it and shows as its tooltip). */
  trigger: Omit<IconButtonProps, TriggerHandlers>;
}

/**
 * A MenuButton whose trigger is an icon button (a row's "…" button): the button shows at once,
 * the menu's code loads on its first press. A module of its own, so a page with only text
 * triggers (the sign-in page's language menu) does not load the icon button's tooltip.
 */
export function IconMenuButton({ trigger, ...menu }: IconMenuButtonProps) {
  return (
    <OnDemandMenu {...menu} renderTrigger={(props) => <IconButton {...trigger} {...props} />} />
  );
}
IconMenuButton.displayName = 'IconMenuButton';
