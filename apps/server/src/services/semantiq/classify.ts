import { IAB_CATEGORIES, pathOf } from './iab-taxonomy.ts';

// The classifier (issue 42: "a deterministic model that runs here … never a network call"):
// keyword rules. Each category of the shipped taxonomy has German and French word stems; an
// article scores a category by the words of its title (counted three times) and body that start
// with one of them. A category with at least MIN_HITS, among the best MAX_CATEGORIES, is the
// article's; its parents come with it (an article on Soccer is one on Sports). Same text, same
// categories: no randomness, no model file. The keywords are the text's most frequent longer
// words that are no stop words.

const MIN_HITS = 2;
const MAX_CATEGORIES = 3;
const MAX_KEYWORDS = 8;

const STOP_WORDS = new Set(
  (
    'aber alle auch auf aus bei bis das dass dem den der des die doch ein eine einem einen einer' +
    ' eines für hat hatte haben ist mit nach nicht noch nur oder schon sich sie sind über und' +
    ' uns von vor war wie wird wurde zum zur zwei drei jahr jahre mehr sein seine ihre diese' +
    ' dieser dieses wenn sagt heute gegen beim unter zwischen' +
    ' avec aux ces cette dans des die elle est les leur mais même nous par pas plus pour que qui' +
    ' sans ses son sont sur une aussi alors deux trois entre depuis avant après était être fait' +
    ' selon contre chez dont'
  ).split(' '),
);

export const wordsOf = (text: string): string[] =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}-]+/u)
    .filter((word) => word.length > 1);

export interface Classification {
  categories: string[];
  keywords: string[];
}

export function classify(title: string, body: string, language: string): Classification {
  const lang = language === 'fr' ? 'fr' : 'de';
  const words = [...wordsOf(title), ...wordsOf(title), ...wordsOf(title), ...wordsOf(body)];
  const scored = IAB_CATEGORIES.map((category) => {
    const stems = category.words[lang];
    let hits = 0;
    if (stems.length > 0)
      for (const word of words) if (stems.some((stem) => word.startsWith(stem))) hits += 1;
    return { id: category.id, hits };
  })
    .filter((score) => score.hits >= MIN_HITS)
    .sort((a, b) => b.hits - a.hits || a.id.localeCompare(b.id))
    .slice(0, MAX_CATEGORIES);
  const categories = [...new Set(scored.flatMap((score) => pathOf(score.id)))];

  const counts = new Map<string, number>();
  for (const word of wordsOf(`${title} ${body}`))
    if (word.length >= 5 && !STOP_WORDS.has(word) && !/^\d/.test(word))
      counts.set(word, (counts.get(word) ?? 0) + 1);
  const keywords = [...counts]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, MAX_KEYWORDS)
    .map(([word]) => word);
  return { categories, keywords };
}
