// The server tests' time limits, stretched in CI: one rule for every lane (scripts/lib/slack.mjs).
export { SLACK, slack } from '../../../../scripts/lib/slack.mjs';
