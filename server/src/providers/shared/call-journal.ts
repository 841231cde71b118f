import fs from 'node:fs';
import path from 'node:path';

// The rate limiter keeps its windows in memory, and the provider keeps counting when the process dies. A server
// killed in the middle of a burst and started again at once would otherwise spend a whole quota a second time inside
// the provider's window (600 calls in a minute where Google allows 300, or 20 edits to one profile). The journal
// writes each admitted call (time and limit keys) to a file next to the embedded database before the call goes out,
// and the next start reloads the calls still inside the window. The data directory's lock (db/lock.ts) makes one
// process its only writer.

export interface JournalEntry {
  at: number;
  keys: readonly string[];
}

export interface CallJournal {
  /** The calls a previous process made within `retainMs` of the opening, oldest first. */
  readonly past: readonly JournalEntry[];
  record(keys: readonly string[], at: number): void;
  close(): void;
}

export interface CallJournalOptions {
  now: number;
  /** How far back a call still matters: the longest window of the limits. */
  retainMs: number;
  /** Lines appended between two rewrites that drop what left the window. */
  compactEvery?: number;
  /** A write that failed (disk full): the call still goes out, the next start may only under-count it. */
  onError?: (error: unknown) => void;
}

function parseLine(line: string): JournalEntry | null {
  try {
    const value = JSON.parse(line) as unknown;
    if (!Array.isArray(value) || typeof value[0] !== 'number' || !Array.isArray(value[1])) return null;
    const keys = value[1].filter((key): key is string => typeof key === 'string');
    return { at: value[0], keys };
  } catch {
    // The last line of a killed process may be cut short.
    return null;
  }
}

const lineOf = (entry: JournalEntry): string => `${JSON.stringify([entry.at, entry.keys])}\n`;

export function openCallJournal(file: string, options: CallJournalOptions): CallJournal {
  const compactEvery = options.compactEvery ?? 5_000;
  const text = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
  const past = text
    .split('\n')
    .map(parseLine)
    .filter((entry): entry is JournalEntry => entry !== null && entry.at >= options.now - options.retainMs && entry.at <= options.now)
    .sort((a, b) => a.at - b.at);
  let recent: JournalEntry[] = [...past];
  let appended = 0;
  let fd = -1;

  // Rewritten through a temporary file and a rename, so a crash leaves the old journal or the new one, never half.
  const rewrite = (): void => {
    if (fd >= 0) fs.closeSync(fd);
    const newest = recent.length === 0 ? options.now : recent[recent.length - 1].at;
    recent = recent.filter((entry) => entry.at >= newest - options.retainMs);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const temporary = `${file}.tmp`;
    fs.writeFileSync(temporary, recent.map(lineOf).join(''));
    fs.renameSync(temporary, file);
    fd = fs.openSync(file, 'a');
    appended = 0;
  };
  rewrite();

  return {
    past,
    record(keys, at) {
      const entry = { at, keys: [...keys] };
      recent.push(entry);
      try {
        fs.writeSync(fd, lineOf(entry));
        appended += 1;
        if (appended >= compactEvery) rewrite();
      } catch (error) {
        options.onError?.(error);
      }
    },
    close() {
      if (fd >= 0) fs.closeSync(fd);
      fd = -1;
    },
  };
}
