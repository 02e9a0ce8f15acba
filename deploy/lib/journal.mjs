// The release journal of an environment: one JSON line per change of its manifest (publish,
// rollback, restore, link), so rollback can walk back along a remote's own publish history and
// `deploy/versions.mjs` can say when each version went out and who forced what.
import { appendFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export function journalPath(releasesDir, env) {
  return path.join(releasesDir, 'history', env, 'journal.jsonl');
}

/** Every entry, oldest first. */
export function readJournal(releasesDir, env) {
  const file = journalPath(releasesDir, env);
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line));
}

/** Who runs the command: the CI job's or the person's name, as the history should show it. */
export function actor() {
  if (process.env.DEPLOY_ACTOR) return process.env.DEPLOY_ACTOR;
  try {
    return os.userInfo().username;
  } catch {
    return 'unknown';
  }
}

export function appendJournal(releasesDir, env, entry) {
  const file = journalPath(releasesDir, env);
  mkdirSync(path.dirname(file), { recursive: true });
  const line = { at: new Date().toISOString(), by: actor(), ...entry };
  appendFileSync(file, `${JSON.stringify(line)}\n`);
  return line;
}

/** The versions of one package in the order they were published to the environment. */
export function publishesOf(journal, name) {
  return journal.filter((entry) => entry.action === 'publish' && entry.name === name);
}
