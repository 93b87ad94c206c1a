export const invalidSelector = '[data-invalid], [aria-invalid="true"]';
const focusableSelector =
  'input:not([type="hidden"]):not([tabindex="-1"]), textarea, select:not([tabindex="-1"]), button:not([tabindex="-1"]), [role="spinbutton"], [tabindex="0"]';

function isShown(element: Element): boolean {
  return !element.closest('[aria-hidden="true"], [hidden]');
}

function focusTarget(field: Element): HTMLElement | undefined {
  if (field.matches(focusableSelector)) return field as HTMLElement;
  return [...field.querySelectorAll<HTMLElement>(focusableSelector)].find(isShown);
}

/**
 * After a failed submit the page scrolls to the topmost field in error and focuses it
 * (spec 1 §5). Topmost on screen, not first in the form's state, so a two-column layout
 * still lands where the eye starts.
 */
export function focusTopmostError(form: HTMLElement | null): HTMLElement | undefined {
  if (!form) return undefined;
  const fields = [...form.querySelectorAll(invalidSelector)].filter(isShown);
  const topmost = fields
    .map((field) => ({ field, top: field.getBoundingClientRect().top }))
    .sort((a, b) => a.top - b.top)[0]?.field;
  if (!topmost) return undefined;
  // The scroll animates as the app's CSS says (scroll-behavior), still for reduced motion.
  topmost.scrollIntoView({ block: 'center' });
  const target = focusTarget(topmost);
  target?.focus({ preventScroll: true });
  return target;
}
