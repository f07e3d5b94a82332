import { createServer } from 'node:net';

/** A port on 127.0.0.1 that nothing listens on right now (tests, browser tests, bench). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts something on a port found free, and again on another port when that one was taken before it
 * was bound (by another process's outgoing connection: Chromium's, a bench's beside it), up to 3 times.
 * `start` fails with an error whose `code` is EADDRINUSE when the port was taken.
 */
export async function startOnFreePort<T>(start: (port: number) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await start(await freePort());
    } catch (error) {
      const isPortTaken = (error as NodeJS.ErrnoException | null)?.code === 'EADDRINUSE';
      if (!isPortTaken || attempt === 3) throw error;
    }
  }
}

/**
 * `error`, marked as a taken port (what startOnFreePort starts again on another port) when the output of
 * the process that failed to start says so: Node's `EADDRINUSE`, nginx's "Address already in use".
 */
export function withPortTaken(error: Error, output: string): Error {
  const isPortTaken = /EADDRINUSE|Address already in use/.test(output);
  return isPortTaken ? Object.assign(error, { code: 'EADDRINUSE' }) : error;
}
