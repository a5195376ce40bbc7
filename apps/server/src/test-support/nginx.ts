import { type ChildProcess, spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * Debian's nginx as the round-robin load balancer in front of store instances, configured as
 * deploy/nginx.conf configures it for production (kept-alive upstream connections, the
 * client's address in X-Forwarded-For, retries on another instance only for requests that
 * never reached one), on a free loopback port with every file in a temporary folder.
 */
export const NGINX_PATH = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

export interface Nginx {
  url: string;
  /** The error log, for a failing test's message. */
  errorLog: string;
  stop(): Promise<void>;
}

export async function startNginx(upstreams: string[]): Promise<Nginx> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'store-nginx-'));
  for (const temp of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
    await mkdir(path.join(dir, temp));
  }
  const port = await freePort();
  const errorLog = path.join(dir, 'error.log');
  const servers = upstreams.map((url) => `    server ${new URL(url).host} max_fails=0;`).join('\n');
  const config = `
# Running as root, nginx's workers would drop to "nobody", who cannot read this folder.
${process.getuid?.() === 0 ? 'user root;' : ''}
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${errorLog} warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  client_max_body_size 20m;
  upstream store {
${servers}
    keepalive 16;
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://store;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_next_upstream error timeout;
    }
  }
}
`;
  const configPath = path.join(dir, 'nginx.conf');
  await writeFile(configPath, config);
  const child = spawn(
    NGINX_PATH,
    ['-p', dir, '-e', errorLog, '-c', configPath, '-g', 'daemon off;'],
    {
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let stderr = '';
  child.stderr!.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  await waitUntilListening(port, child, () => stderr);
  return {
    url: `http://127.0.0.1:${port}`,
    errorLog,
    async stop() {
      if (child.exitCode === null) child.kill('SIGQUIT');
      await exited;
      await rm(dir, { recursive: true, force: true });
    },
  };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Polls the port until nginx accepts a connection (or exits, or 20 s pass). */
async function waitUntilListening(port: number, child: ChildProcess, stderr: () => string) {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => resolve(socket.end() && true));
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`nginx did not start on port ${port}: ${stderr()}`);
}
