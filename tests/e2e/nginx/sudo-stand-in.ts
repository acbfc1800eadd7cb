/**
 * The build account's `sudo -n` on a machine without sudo (tests/e2e/nginx/sudoStandIn.ts):
 *
 *   sudo-stand-in.ts SOCKET COMMAND [ARGUMENT…]
 *
 * sends the command line and its standard input to root's side, prints what the command
 * printed and exits with its status.
 */
import net from 'node:net';

const [socket = '', ...argv] = process.argv.slice(2);
const connection = net.connect(socket, () => {
  connection.write(`${JSON.stringify(argv)}\n`);
  process.stdin.pipe(connection, { end: true });
});
const chunks: Buffer[] = [];
connection.on('data', (chunk: Buffer) => chunks.push(chunk));
connection.on('end', () => {
  const { status, stdout, stderr } = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
    status: number;
    stdout: string;
    stderr: string;
  };
  process.stdout.write(stdout);
  process.stderr.write(stderr);
  process.exitCode = status;
});
connection.on('error', (error) => {
  console.error(`sudo-stand-in: ${error.message}`);
  process.exitCode = 1;
});
