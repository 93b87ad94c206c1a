export function findChromium(): Promise<{ path: string; source: string } | undefined>;
export function requireChromium(): Promise<string>;
export function chromiumLaunchOptions(): Promise<{
  executablePath: string;
  args: string[];
  env: Record<string, string>;
}>;
export const chromiumInstallHelp: string;
export const chromiumArgs: string[];
export const fontsConfig: string;
