import Markdown from 'markdown-to-jsx';

/**
 * An answer's Markdown as React elements (markdown-to-jsx): raw HTML is not parsed, nothing goes
 * through innerHTML (the console's Trusted Types and CSP hold). Loaded with the first answer.
 */
export function ChatAnswer({ text }: { text: string }) {
  return <Markdown options={{ disableParsingRawHTML: true, forceBlock: true }}>{text}</Markdown>;
}
