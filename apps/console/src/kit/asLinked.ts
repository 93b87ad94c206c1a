// A module of its own: the home writes such links, every list page reads only the name.

/**
 * A link's promise that the list opens with exactly the filters in its URL (none: the list's
 * defaults), never with what the list remembers of this session nor a screen's first-visit
 * additions: the home's counts ("Jede Zahl öffnet die Liste, die sie zählt", issue 38). The
 * list takes it off the URL as it opens.
 */
export const AS_LINKED_PARAM = 'asLinked';

/** A list's link that opens it with exactly its own filters (`AS_LINKED_PARAM`). */
export function asLinkedHref(href: string): string {
  return `${href}${href.includes('?') ? '&' : '?'}${AS_LINKED_PARAM}=1`;
}
