import { spawn } from 'node:child_process';

/**
 * Runs a command with inherited output and resolves with its exit code. Signals that reach
 * this process are passed on, so Ctrl-C stops the child before we go.
 */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    const forward = (signal) => child.kill(signal);
    const signals = ['SIGINT', 'SIGTERM', 'SIGHUP'];
    for (const signal of signals) process.on(signal, forward);
    child.on('error', (error) => {
      console.error(`${command} could not start: ${error.message}`);
      resolve(127);
    });
    child.on('exit', (code, signal) => {
      for (const name of signals) process.off(name, forward);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}
