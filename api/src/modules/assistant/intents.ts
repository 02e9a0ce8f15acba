/** What a question asks for, as the built-in assistant understands it. */
export type Intent =
  | { kind: 'help' }
  | { kind: 'job-counts' }
  | { kind: 'clocked-in' }
  | { kind: 'find-customer'; name: string }
  | { kind: 'show-job'; id: number }
  | { kind: 'show-job-number'; number: string }
  | { kind: 'show-order'; id: number }
  | { kind: 'unknown' };

/** Longest customer name searched for; longer text is not a name. */
const MAX_NAME_LENGTH = 100;

/** Lower case, single spaces, no trailing question marks or full stops. */
export function normalise(query: string): string {
  return query
    .toLowerCase()
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[\s?!.]+$/, '');
}

function recordId(digits: string): number | null {
  const id = Number(digits);
  return Number.isSafeInteger(id) && id > 0 && id < 2 ** 31 ? id : null;
}

function orderIntent(text: string): Intent | null {
  const match = /\border\s*(?:number\s*|no\.?\s*|id\s*)?#?\s*(\d{1,10})\b/.exec(text);
  const id = match ? recordId(match[1]) : null;
  return id === null ? null : { kind: 'show-order', id };
}

function jobIntent(text: string): Intent | null {
  const number = /\bj-(\d{1,10})\b/.exec(text);
  if (number) return { kind: 'show-job-number', number: `J-${number[1]}` };
  const match = /\bjob\s*(?:number\s*|no\.?\s*|id\s*)?#?\s*(\d{1,10})\b/.exec(text);
  const id = match ? recordId(match[1]) : null;
  return id === null ? null : { kind: 'show-job', id };
}

function customerIntent(original: string): Intent | null {
  // Matched on the original text so the name keeps its spelling.
  const match =
    /\b(?:find|search(?:\s+for)?|look\s*up|lookup|show(?:\s+me)?|get)\s+(?:the\s+|a\s+)?customers?\s+(?:named\s+|called\s+)?(.+)$/i.exec(
      original,
    ) ?? /\bcustomers?\s+(?:named|called)\s+(.+)$/i.exec(original);
  if (!match) return null;
  const name = match[1]
    .trim()
    .replace(/[?!.]+$/, '')
    .replace(/^["'\u201c\u2018](.*)["'\u201d\u2019]$/, '$1')
    .trim();
  if (name === '' || name.length > MAX_NAME_LENGTH) return null;
  return { kind: 'find-customer', name };
}

const CLOCKED_IN = [
  /\bclock(?:ed)?[\s-]*(?:in|on)\b/,
  /\bon (?:the )?(?:clock|shift)\b/,
  /\bwho(?:'s| is| are)? (?:at )?work(?:ing)?\b/,
];

const JOB_COUNTS = [
  /\bhow many\b.*\bjobs?\b/,
  /\b(?:count|number|total)\b.*\bjobs?\b/,
  /\bjobs?\b.*\b(?:open|by status|statuses|status)\b/,
  /\bopen jobs?\b/,
];

const HELP = [
  /^(?:help|\?|hi|hello|hey|menu|commands)$/,
  /\bhelp\b/,
  /\bwhat can (?:you|i)\b/,
  /\bwhat do you (?:know|understand|do)\b/,
];

/** The intent of a question; the most specific patterns (a record number) are tried first. */
export function matchIntent(query: string): Intent {
  const text = normalise(query);
  const specific = orderIntent(text) ?? jobIntent(text) ?? customerIntent(query.trim());
  if (specific) return specific;
  if (CLOCKED_IN.some((pattern) => pattern.test(text))) return { kind: 'clocked-in' };
  if (JOB_COUNTS.some((pattern) => pattern.test(text))) return { kind: 'job-counts' };
  if (HELP.some((pattern) => pattern.test(text))) return { kind: 'help' };
  return { kind: 'unknown' };
}
