export function readCommitHash(): string;
