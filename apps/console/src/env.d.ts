/** The commit this console was built from (vite.config.ts). */
declare const __COMMIT_HASH__: string;
