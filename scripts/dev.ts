/**
 * `npm run dev`: the app from Vite's dev server with hot reload, in front of the API, the auth emulator and the
 * embedded database that `npm start` runs (without its build). Ctrl-C stops both.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { findFreePort, isPortFree } from './start/free-port.ts';

const apiPort = Number(process.env.PORT ?? 8080);
const requestedWebPort = Number(process.env.DEV_PORT ?? 5173);
const webPort = (await isPortFree(requestedWebPort)) ? requestedWebPort : await findFreePort();

const children: ChildProcess[] = [];
function run(command: string, args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  children.push(child);
  child.once('exit', (code) => {
    // One side gone leaves nothing worth serving.
    if (!stopping) stop(code ?? 1);
  });
  return child;
}

let stopping = false;
function stop(code: number) {
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGINT');
  void Promise.all(
    children.map((child) => (child.exitCode === null ? new Promise((done) => child.once('exit', done)) : null)),
  ).then(() => process.exit(code));
}
process.once('SIGINT', () => stop(0));
process.once('SIGTERM', () => stop(0));

run(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
  START_API_ONLY: '1',
  PORT: String(apiPort),
});
run(
  process.execPath,
  ['node_modules/vite/bin/vite.js', '--port', String(webPort), '--strictPort', '--host', '127.0.0.1'],
  {
    VITE_API_TARGET: `http://127.0.0.1:${apiPort}`,
  },
);
