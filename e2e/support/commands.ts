import { execFileSync } from 'node:child_process';
import path from 'node:path';

/** The repository's root, where the deploy commands run. */
export const ROOT = path.join(__dirname, '..', '..');

/** Runs a command to its end (a build, a publish, a rollback) and returns what it printed. */
export function run(
  command: string,
  args: string[],
  options: { cwd?: string; env?: Record<string, string> } = {},
) {
  return execFileSync(command, args, {
    cwd: options.cwd ?? ROOT,
    env: { ...process.env, ...options.env },
    encoding: 'utf8',
  });
}
