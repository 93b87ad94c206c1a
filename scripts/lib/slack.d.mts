export const SLACK: number;
export function slack(ms: number): number;
