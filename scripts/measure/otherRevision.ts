/**
 * Another revision of the site, checked out beside this one for a benchmark that compares
 * builds (`npm run bench -- --against <rev>`): a detached git worktree in the system's
 * temporary folder, outside the repository, with its own `npm ci`, so its build uses the
 * packages of its own lock file and never touches this checkout's dist/ or caches.
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from './serveBench';

export interface OtherCheckout {
  /** The full commit id. */
  commit: string;
  dir: string;
  /** Removes the worktree, unless it was asked to be kept. */
  remove: () => void;
}

const git = (...args: string[]) =>
  execFileSync('git', args, { cwd: REPO_ROOT, encoding: 'utf8' }).trim();

async function npmCi(dir: string): Promise<void> {
  const child = spawn('npm', ['ci', '--no-audit', '--no-fund'], { cwd: dir, stdio: 'inherit' });
  const status = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  if (status !== 0) throw new Error(`npm ci failed in ${dir}`);
}

/**
 * Checks `revision` out with its packages installed. With `keep`, the worktree stays for the
 * next comparison with the same commit, which then skips the install.
 */
export async function checkoutRevision(revision: string, keep: boolean): Promise<OtherCheckout> {
  const commit = git('rev-parse', '--verify', `${revision}^{commit}`);
  const dir = path.join(os.tmpdir(), `parknova-bench-${commit.slice(0, 12)}`);
  if (!fs.existsSync(path.join(dir, '.git'))) {
    fs.rmSync(dir, { recursive: true, force: true });
    git('worktree', 'add', '--detach', dir, commit);
  }
  const remove = () => {
    if (!keep) git('worktree', 'remove', '--force', dir);
  };
  try {
    if (!fs.existsSync(path.join(dir, 'node_modules'))) await npmCi(dir);
  } catch (error) {
    remove();
    throw error;
  }
  return { commit, dir, remove };
}
