/**
 * Debian's nginx in front of portal processes, as docs/operations.md sets it up (without TLS, which the
 * portal never sees): round robin over the upstreams, the client's address appended to X-Forwarded-For.
 * Runs in the foreground under a prefix folder of its own, so no root and no system nginx are involved.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startOnFreePort, withPortTaken } from '../../support/free-port.js';

export const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
export const hasNginx = existsSync(NGINX);

export interface Nginx {
  port: number;
  stop(): Promise<void>;
}

function configOf(prefix: string, port: number, upstreams: number[]): string {
  const temp = (name: string) => `${name}_temp_path ${join(prefix, name)};`;
  return `
daemon off;
worker_processes 1;
pid ${join(prefix, 'nginx.pid')};
error_log ${join(prefix, 'error.log')} warn;
events { worker_connections 256; }
http {
  access_log off;
  ${temp('client_body')} ${temp('proxy')} ${temp('fastcgi')} ${temp('uwsgi')} ${temp('scgi')}
  upstream portal {
    ${upstreams.map((upstream) => `server 127.0.0.1:${upstream};`).join('\n    ')}
    keepalive 16;
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://portal;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
    }
  }
}
`;
}

/** Resolves once something accepts connections on the port; rejects after `timeoutMs`. */
async function waitForPort(port: number, child: ChildProcess, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}`);
    const isOpen = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (isOpen) return;
    if (Date.now() > deadline) throw new Error(`nginx did not listen on ${port} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Starts nginx proxying to the portal processes on `upstreams`; on another port when the one found free
 * was taken before nginx bound it (startOnFreePort).
 */
export const startNginx = (upstreams: number[]): Promise<Nginx> =>
  startOnFreePort((port) => startNginxOn(port, upstreams));

async function startNginxOn(port: number, upstreams: number[]): Promise<Nginx> {
  const prefix = await mkdtemp(join(tmpdir(), 'selvedge-nginx-'));
  const config = join(prefix, 'nginx.conf');
  await writeFile(config, configOf(prefix, port, upstreams));
  let output = '';
  const child = spawn(NGINX, ['-p', prefix, '-c', config, '-e', join(prefix, 'error.log')], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  try {
    await waitForPort(port, child);
  } catch (error) {
    child.kill('SIGKILL');
    // nginx writes a failed bind to its error log (-e) as well as to its output.
    const log = await readFile(join(prefix, 'error.log'), 'utf8').catch(() => '');
    await rm(prefix, { recursive: true, force: true });
    throw withPortTaken(new Error(`${(error as Error).message}\n${output}${log}`), output + log);
  }
  return {
    port,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGQUIT');
        await exited;
      }
      await rm(prefix, { recursive: true, force: true });
    },
  };
}
