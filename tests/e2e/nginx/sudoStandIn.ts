/**
 * What sudo does for the scheduled rebuild, for a test machine without sudo (CI's container):
 * the build account may run exactly one command as root, the line of
 * deploy/content/parknova-nginx.sudoers, with its own standard input, its output and exit
 * status coming back. Here root listens on a Unix socket only that account may reach, and
 * tests/e2e/nginx/sudo-stand-in.ts is the account's `sudo -n`. Any other command is refused,
 * as sudo refuses it; the environment is reset, as sudo's env_reset does.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';

export interface SudoStandIn {
  stop: () => Promise<void>;
}

/** Starts the root side: `allowed` is the one command line the sudoers file allows. */
export function startSudoStandIn(
  socket: string,
  uid: number,
  allowed: readonly string[],
): Promise<SudoStandIn> {
  const server = net.createServer({ allowHalfOpen: true }, (connection) => {
    const chunks: Buffer[] = [];
    connection.on('data', (chunk: Buffer) => chunks.push(chunk));
    connection.on('end', () => {
      const input = Buffer.concat(chunks);
      const newline = input.indexOf(0x0a);
      const argv = JSON.parse(input.subarray(0, newline).toString('utf8')) as string[];
      const answer = (status: number, stdout: string, stderr: string) =>
        connection.end(JSON.stringify({ status, stdout, stderr }));
      if (JSON.stringify(argv) !== JSON.stringify(allowed)) {
        answer(1, '', `sudo: a password is required (not allowed: ${argv.join(' ')})\n`);
        return;
      }
      const [program = '', ...args] = argv;
      const child = spawn(program, args, { env: { PATH: '/usr/sbin:/usr/bin:/sbin:/bin' } });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      child.on('close', (code) => answer(code ?? 1, stdout, stderr));
      child.stdin.end(input.subarray(newline + 1));
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(socket, () => {
      fs.chownSync(socket, uid, uid);
      fs.chmodSync(socket, 0o600);
      resolve({ stop: () => new Promise((done) => server.close(() => done())) });
    });
  });
}
