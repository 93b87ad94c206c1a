import type { SpawnOptions } from 'node:child_process';
export function run(command: string, args: string[], options?: SpawnOptions): Promise<number>;
