// The colour scheme before the console's code loads (issue 46: no flash of a light page): the
// user's choice (src/app/theme.ts, THEME_PREFERENCE_KEY), else the operating system's. A file,
// not an inline script: the Content-Security-Policy allows scripts from the server only.
(() => {
  let choice = null;
  try {
    choice = localStorage.getItem('colorScheme');
  } catch {
    // storage disabled: the system's choice
  }
  const dark =
    choice === 'dark' ||
    (choice !== 'light' && window.matchMedia('(prefers-color-scheme: dark)').matches);
  document.documentElement.dataset.theme = dark ? 'dark' : 'light';
})();
