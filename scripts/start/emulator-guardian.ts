/**
 * Runs the Firebase CLI (arguments after `--`), logging to a file, and makes sure it ends with its parent: when the
 * parent goes away, even by SIGKILL, our stdin closes and the emulator gets one SIGINT, which lets
 * it export its users before it exits. A second SIGINT would make it quit without exporting, which
 * is why the parent starts this guardian in its own process group, out of reach of the terminal's Ctrl-C.
 */
import { spawn } from 'node:child_process';
import { openSync } from 'node:fs';

// Usage: emulator-guardian <log file> -- <firebase CLI arguments>
const logFile = process.argv[2]!;
const cliArgs = process.argv.slice(process.argv.indexOf('--') + 1);
// The CLI writes to a file, not to a pipe: a pipe closed by a parent that already exited would make
// its logger fail with EPIPE in the middle of the export it does on the way out.
const log = openSync(logFile, 'a');
const emulator = spawn(process.execPath, cliArgs, { stdio: ['ignore', log, log] });

let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  emulator.kill('SIGINT');
};

process.stdin.on('end', stop);
process.stdin.on('error', stop);
process.stdin.resume();
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
emulator.on('exit', (code) => process.exit(code ?? 0));
