// Issue 45: every component's Storybook page carries a written usage section beside its
// generated props table. The section is the Markdown of its stories meta's
// `parameters.docs.description.component` (the `usage` constant of each stories file), which
// the autodocs page renders above the stories. This test reads the stories files as text (a
// stories module needs the browser and vanilla-extract to import) and fails for a stories meta
// without the four headed parts, or with a part left empty.

import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = join(dirname(fileURLToPath(import.meta.url)), '../../../..');
const packagesDir = join(root, 'packages');

/** The four headed parts, in this order. */
export const usageHeadings = ['When to use', "Do / Don't", 'Keyboard', 'Screen readers'];

function storiesFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : storiesFiles(path);
    return /\.stories\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const files = readdirSync(packagesDir).flatMap((name) => {
  try {
    return storiesFiles(join(packagesDir, name, 'src'));
  } catch {
    return [];
  }
});

/** The usage Markdown of a stories file, or undefined when it has none. */
export function usageOf(source: string): string | undefined {
  return /\nconst usage = `([\s\S]*?)`;\n/.exec(source)?.[1];
}

/** What is wrong with a usage section of a stories file; empty when nothing is. */
export function usageProblems(source: string): string[] {
  const usage = usageOf(source);
  if (usage === undefined) return ['no `const usage = `…`` Markdown'];
  const problems = sectionProblems(usage);
  if (!/\n\s*parameters: \{[^}]*docs: \{[^}]*description: \{ component: usage \}/.test(source))
    problems.push('the meta does not show it (parameters.docs.description.component: usage)');
  return problems;
}

/** What is wrong with the Markdown of a usage section (its four `###` parts). */
export function sectionProblems(usage: string): string[] {
  const problems: string[] = [];
  const parts = usage.split(/^### /m).slice(1);
  const headings = parts.map((part) => part.split('\n')[0]?.trim());
  if (headings.join('|') !== usageHeadings.join('|'))
    problems.push(
      `headings ${JSON.stringify(headings)}, expected ${JSON.stringify(usageHeadings)}`,
    );
  for (const part of parts) {
    const [heading, ...body] = part.split('\n');
    const words = body.join(' ').split(/\s+/).filter(Boolean).length;
    if (words < 4) problems.push(`"${heading}" says too little (${words} words)`);
    if (heading === "Do / Don't" && !(/\*\*Do\*\*/.test(part) && /\*\*Don't\*\*/.test(part)))
      problems.push('"Do / Don\'t" needs a **Do** and a **Don\'t** list');
  }
  return problems;
}

const componentsDir = join(root, 'packages/ui/src/components');
const docsDir = join(root, 'packages/ui/src/docs');

/**
 * Component folders without stories of their own, and the docs page whose `## …` section
 * (naming the component) holds their usage section.
 */
const documentedOnPages: Record<string, string> = {
  Stack: 'Layout.mdx',
  Inline: 'Layout.mdx',
  Columns: 'Layout.mdx',
  Container: 'Layout.mdx',
  Heading: 'Typography.mdx',
  Text: 'Typography.mdx',
};

/**
 * Folders that hold parts, not components a screen places: Field (the label, help and error
 * parts every field shares; documented with the fields) and Options (option types and limits
 * of the choice fields; documented with Select, Combobox and MultiSelect).
 */
const parts = ['Field', 'Options'];

/** The `## ` section of an MDX page whose title names the component. */
function pageSection(page: string, name: string): string | undefined {
  return page
    .split(/^## /m)
    .slice(1)
    .find((section) => new RegExp(`\\b${name}\\b`).test(section.split('\n')[0] ?? ''));
}

describe('Storybook usage sections (issue 45)', () => {
  it('finds the stories of the design system and the forms', () => {
    expect(files.length).toBeGreaterThanOrEqual(50);
  });

  it.each(files.map((file) => [relative(root, file), file]))(
    '%s has a usage section',
    (_, file) => {
      expect(usageProblems(readFileSync(file, 'utf8'))).toEqual([]);
    },
  );

  it.each(readdirSync(componentsDir).filter((name) => !parts.includes(name)))(
    'component %s has a usage section (its stories or a docs page)',
    (name) => {
      const folder = join(componentsDir, name);
      const hasStories = readdirSync(folder).some((file) => /\.stories\.tsx?$/.test(file));
      if (hasStories) return; // checked above, file by file
      const page = documentedOnPages[name];
      expect(page, `${name}: no stories and no docs page`).toBeDefined();
      const section = pageSection(readFileSync(join(docsDir, page as string), 'utf8'), name);
      expect(section, `${name}: no "## … ${name} …" section in ${page}`).toBeDefined();
      expect(sectionProblems(section as string)).toEqual([]);
    },
  );

  it('has the foundation pages: tokens read from the theme, layout, typography, i18n', () => {
    const pages = readdirSync(docsDir).filter((file) => file.endsWith('.mdx'));
    expect(pages.sort()).toEqual(['I18n.mdx', 'Layout.mdx', 'Tokens.mdx', 'Typography.mdx']);
    // The token page renders the theme's own values, no copies.
    expect(readFileSync(join(docsDir, 'Tokens.mdx'), 'utf8')).toContain(
      "from '../theme/tokens.ts'",
    );
  });

  it('fails a usage section with a part removed', () => {
    const source = readFileSync(files[0] as string, 'utf8');
    const usage = usageOf(source) ?? '';
    const withoutKeyboard = usage.replace(/### Keyboard[\s\S]*?(?=### )/, '');
    expect(usageProblems(source.replace(usage, withoutKeyboard))).not.toEqual([]);
  });
});
