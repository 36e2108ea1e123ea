import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { freePort } from '../server/free-port.js';
import { runLoad } from '../load/run-autocannon.js';

const SERVER = fileURLToPath(new URL('./hello-world-server.mjs', import.meta.url));
/**
 * The reference figures were measured on a machine where a Fastify hello-world answered 30,000–48,000
 * req/s. Measuring the same thing here, in the same run, says how this machine compares, so a p99 read on a
 * faster or slower machine is not mistaken for the code getting better or worse.
 */
export async function measureHelloWorld(connections: number, seconds: number): Promise<number> {
  const port = await freePort();
  const server = fork(SERVER, { env: { PATH: process.env.PATH, PORT: String(port) }, stdio: 'ignore' });
  try {
    await new Promise<void>((ready, fail) => {
      server.once('message', () => ready());
      server.once('exit', (code) => fail(new Error(`bench: the hello-world server exited (${code})`)));
    });
    const result = await runLoad({ baseUrl: `http://127.0.0.1:${port}`, connections, seconds, request: { method: 'GET', path: '/' } });
    return result.rps;
  } finally {
    server.kill();
  }
}
