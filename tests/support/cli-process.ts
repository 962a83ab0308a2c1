/** Starts the real `docsgen` CLI as a child process (serve or dev) and talks to it with raw HTTP request lines. */
import { spawn, type ChildProcess } from 'node:child_process';
import { connect } from 'node:net';
import path from 'node:path';
import { unusedPort } from './tabs.js';

export interface CliServer {
  url: string;
  port: number;
  child: ChildProcess;
  /** Everything the process wrote to stderr so far. */
  stderr(): string;
  alive(): boolean;
  stop(): Promise<void>;
}

const bin = path.resolve('bin/docsgen.js');

/** `cli` is the executable to run: this repository's by default, or an installed copy's. */
export async function startCli(args: string[], cwd: string, cli = bin): Promise<CliServer> {
  const port = await unusedPort();
  const child = spawn(process.execPath, [cli, ...args, '--port', String(port), '--host', '127.0.0.1'], {
    cwd,
    env: { ...process.env, CI: 'true', NO_COLOR: '1', FORCE_COLOR: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout!.on('data', (chunk) => (out += chunk));
  child.stderr!.on('data', (chunk) => (err += chunk));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  while (!out.includes(url)) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`docsgen ${args[0]} did not start:\n${out}\n${err}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url,
    port,
    child,
    stderr: () => err,
    alive: () => child.exitCode === null && child.signalCode === null,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** Sends one raw HTTP/1.1 request and resolves with the status code (0 when the connection closed without one). */
export async function rawRequest(port: number, requestLine: string, headers: string[] = []): Promise<number> {
  return (await rawResponse(port, requestLine, headers)).status;
}

/** Sends one raw HTTP/1.1 request; resolves with the status code and the Location header, if any. */
export function rawResponse(port: number, requestLine: string, headers: string[] = []): Promise<{ status: number; location?: string }> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(`${requestLine}\r\nHost: 127.0.0.1\r\n${headers.map((h) => `${h}\r\n`).join('')}Connection: close\r\n\r\n`);
    });
    let head = '';
    socket.setTimeout(5_000, () => socket.destroy());
    socket.on('data', (chunk) => (head += chunk.toString('latin1')));
    socket.on('close', () => resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0), location: /\r\nlocation: ([^\r\n]*)/i.exec(head)?.[1] }));
    socket.on('error', () => undefined);
  });
}
