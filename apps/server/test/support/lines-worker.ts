import { parentPort, workerData } from 'node:worker_threads';
import { sendToParent } from '../../src/kit/worker-stream.ts';

// A worker for test/worker-stream.test.ts: sends `lines` lines ("line 0\n"…), counting in
// `made` (shared with the test) how many it has made; fails halfway when `fail` is set.

const { lines, made, fail } = workerData as {
  lines: number;
  made: SharedArrayBuffer;
  fail?: boolean;
};
const count = new Int32Array(made);

async function* source() {
  for (let line = 0; line < lines; line += 1) {
    if (fail && line === lines / 2) throw new Error('The source broke halfway.');
    Atomics.add(count, 0, 1);
    yield `line ${line}\n`;
  }
}

if (parentPort) await sendToParent(parentPort, source());
