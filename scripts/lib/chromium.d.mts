export function findChromium(): string | undefined;
export function requireChromium(): string;
export const chromiumInstallHelp: string;
export const chromiumArgs: string[];
