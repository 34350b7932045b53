import { spawn, type ChildProcess } from 'node:child_process';

export type ChildServer = { url: string; stop(): Promise<void> };

/** Starts a server script in its own process (so it does not share a core with the load generator). */
export async function startChildServer(script: string, env: Record<string, string>): Promise<ChildServer> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', script], {
    env: { ...process.env, LOG_LEVEL: 'silent', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('READY')) resolve();
    });
  });
  return {
    url: `http://127.0.0.1:${env.PORT}`,
    stop: () =>
      new Promise((resolve) => {
        child.removeAllListeners('exit');
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
