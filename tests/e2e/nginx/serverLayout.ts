/**
 * A server set up as docs/deploying.md ("Who owns what") sets one up, in a throw-away root
 * folder: root owns the settings (/etc/parknova/build.env), nginx's site file and its folder,
 * and the privileged step installed from this repository (/usr/local/lib/parknova-nginx);
 * the build account (a uid of its own, as `parknova` is) owns the checkout (/opt/parknova,
 * `npm ci` done) and the releases (/var/www/parknova). nginx runs as root, its workers as
 * nobody. The build account reaches root only through the one sudoers line
 * (deploy/content/parknova-nginx.sudoers, through tests/e2e/nginx/sudoStandIn.ts where there
 * is no sudo). Setting owners needs root: CI runs as root, and so must this.
 */
import assert from 'node:assert/strict';
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startManagedNginx, type ManagedNginx } from '../../../scripts/hosting/nginxServer';
import { parseEnvFile } from '../../../scripts/hosting/nginxSite';
import { startSudoStandIn, type SudoStandIn } from './sudoStandIn';

const workingCopy = path.resolve(__dirname, '../../..');
/** The build account: no passwd entry needed, and no group but its own. */
export const BUILD_UID = 41077;

export interface ServerLayout {
  base: string;
  checkout: string;
  releases: string;
  live: string;
  settings: string;
  siteConfig: string;
  /** build.env's values, as systemd's EnvironmentFile gives them to the rebuild. */
  env: Record<string, string>;
  nginx: ManagedNginx;
  /** Runs `command` as the build account in the checkout with build.env's environment. */
  asBuildAccount: (
    command: string,
    args: readonly string[],
    input?: string,
  ) => Promise<{ status: number; output: string }>;
  stop: () => Promise<void>;
}

/** `path` of the documented layout, in the throw-away root. */
const under = (base: string, documented: string) => path.join(base, documented);

function folder(dir: string, uid = 0): void {
  fs.mkdirSync(dir, { recursive: true });
  fs.chownSync(dir, uid, uid);
  fs.chmodSync(dir, 0o755);
}

/**
 * A checkout as a server holds one (`npm ci` done), made of this working copy's files as they
 * are now (uncommitted changes included, ignored files such as dist/ left out). Its
 * node_modules links each package of this one's, without the build caches: the rebuild writes
 * only inside the copy, never this checkout's dist/ that the other nginx suites read meanwhile.
 */
function copyCheckout(checkout: string): void {
  const listed = execFileSync(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
    { cwd: workingCopy, encoding: 'utf8' },
  );
  for (const file of listed.split('\0').filter(Boolean)) {
    const from = path.join(workingCopy, file);
    if (!fs.existsSync(from)) continue; // deleted in the working copy, not yet committed
    fs.mkdirSync(path.dirname(path.join(checkout, file)), { recursive: true });
    fs.copyFileSync(from, path.join(checkout, file));
  }
  const modules = path.join(workingCopy, 'node_modules');
  fs.mkdirSync(path.join(checkout, 'node_modules'));
  for (const name of fs.readdirSync(modules).filter((entry) => entry !== '.cache')) {
    fs.symlinkSync(path.join(modules, name), path.join(checkout, 'node_modules', name));
  }
}

/** Every absolute path of `line` moved into the throw-away root. */
const rebased = (base: string, words: readonly string[]) =>
  words.map((word) => (word.startsWith('/') ? under(base, word) : word));

/** The command the sudoers file allows, in the throw-away root. */
function sudoersCommand(base: string): string[] {
  const sudoers = fs.readFileSync(
    path.join(workingCopy, 'deploy/content/parknova-nginx.sudoers'),
    'utf8',
  );
  const line = sudoers.split('\n').find((entry) => entry.startsWith('parknova '));
  const command = line?.split('NOPASSWD: ')[1];
  assert.ok(command, 'the sudoers file allows one command');
  return rebased(base, command.split(' '));
}

/** Runs `command` to its end (the mock backend in this process answers meanwhile). */
function run(
  command: string,
  args: readonly string[],
  options: { cwd: string; env: NodeJS.ProcessEnv; input?: string },
): Promise<{ status: number; output: string }> {
  const child = spawn(command, args, { cwd: options.cwd, env: options.env });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  // A command may end before it reads its input, and the pipe then breaks (EPIPE, CI run of
  // 2026-11-29 14:39, `sh -c` given none): its status and output say what it did.
  child.stdin.on('error', () => undefined);
  child.stdin.end(options.input ?? '');
  return new Promise((resolve) =>
    child.on('close', (code) => resolve({ status: code ?? 1, output })),
  );
}

/**
 * Sets the server up; `values` are build.env's own (SITE_URL, API_BASE_URL, NGINX_LISTEN),
 * the rest comes from deploy/content/build.env.example with its paths in the throw-away root.
 */
export async function setUpServer(values: Record<string, string>): Promise<ServerLayout> {
  assert.equal(process.getuid?.(), 0, 'this test sets owners as a server has them: run it as root');
  const base = fs.mkdtempSync(path.join(os.tmpdir(), 'parknova-server-'));
  folder(base);
  const checkout = under(base, '/opt/parknova');
  const www = under(base, '/var/www/parknova');
  const releases = path.join(www, 'releases');
  const home = under(base, '/home/parknova');
  for (const dir of ['/etc/parknova', '/etc/nginx/sites-available', '/usr/local/lib', '/opt']) {
    folder(under(base, dir));
  }
  for (const dir of [checkout, releases, home]) folder(dir, BUILD_UID);
  copyCheckout(checkout);
  execFileSync('chown', ['-hR', `${String(BUILD_UID)}:${String(BUILD_UID)}`, checkout, www, home]);

  // Root installs the privileged step from its own copy of the repository (this working copy).
  const tool = under(base, '/usr/local/lib/parknova-nginx');
  const install = await run('npm', ['run', 'nginx:site-tool', '--', tool], {
    cwd: workingCopy,
    env: process.env,
  });
  assert.equal(install.status, 0, install.output);

  const siteConfig = under(base, '/etc/nginx/sites-available/parknova.conf');
  const nginx = await startManagedNginx(siteConfig);
  const socket = path.join(home, 'sudo.sock');
  const standIn: SudoStandIn = await startSudoStandIn(socket, BUILD_UID, sudoersCommand(base));

  const example = parseEnvFile(
    fs.readFileSync(path.join(workingCopy, 'deploy/content/build.env.example'), 'utf8'),
    'build.env.example',
  );
  const settings = under(base, '/etc/parknova/build.env');
  const sudo = [
    path.join(checkout, 'node_modules/.bin/tsx'),
    path.join(checkout, 'tests/e2e/nginx/sudo-stand-in.ts'),
    socket,
  ];
  const env: Record<string, string> = {
    ...example,
    PARKNOVA_CHECKOUT: checkout,
    PARKNOVA_RELEASES: releases,
    NGINX_SITE_CONFIG: siteConfig,
    NGINX_SITE_COMMAND: [
      ...sudo,
      ...rebased(base, (example.NGINX_SITE_COMMAND ?? '').split(' ').slice(2)),
    ].join(' '),
    NGINX_TEST_COMMAND: nginx.testCommand,
    NGINX_RELOAD_COMMAND: nginx.reloadCommand,
    ...values,
  };
  fs.writeFileSync(
    settings,
    Object.entries(env)
      .map(([name, value]) => `${name}="${value}"`)
      .join('\n'),
    { mode: 0o644 },
  );

  const asBuildAccount: ServerLayout['asBuildAccount'] = (command, args, input) =>
    run(
      'setpriv',
      [
        '--reuid',
        String(BUILD_UID),
        '--regid',
        String(BUILD_UID),
        '--clear-groups',
        command,
        ...args,
      ],
      {
        cwd: checkout,
        input,
        env: {
          ...env,
          PATH: process.env.PATH ?? '/usr/bin:/bin',
          HOME: home,
          npm_config_update_notifier: 'false',
        },
      },
    );
  return {
    base,
    checkout,
    releases,
    live: path.join(www, 'current'),
    settings,
    siteConfig,
    env,
    nginx,
    asBuildAccount,
    stop: async () => {
      await standIn.stop();
      await nginx.stop();
      fs.rmSync(base, { recursive: true, force: true });
    },
  };
}
