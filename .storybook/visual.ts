// Where the visual references of the stories live, shared by the stories test (browser) and
// its vitest config (node). Each story's reference sits beside its stories file:
//   packages/ui/src/components/Button/__visual__/Primary-chromium-linux.png
// The browser and platform are part of the name: a reference only holds for the browser
// build and font set it was taken with (the Chromium of these Linux machines).

/** The reference's path (no extension) for a story, relative to the repository root. */
export function referenceName(storiesFile: string, exportName: string): string {
  const directory = storiesFile.replace(/^(\.\.\/)+/, '').replace(/\/[^/]+$/, '');
  return `${directory}/__visual__/${exportName}`;
}

/** The reference file for that name in one browser on one platform. */
export function referenceFile(name: string, browserName: string, platform: string): string {
  return `${name}-${browserName}-${platform}.png`;
}
