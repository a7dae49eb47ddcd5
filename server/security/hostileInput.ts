// What no input may carry, whatever the route: a NUL character (PostgreSQL's text cannot hold one, and it cuts C
// strings short), a lone UTF-16 surrogate (not Unicode at all: it cannot be stored or shown), or nesting deeper than any
// form of ours has. Checked on every JSON body (REST, identity, GraphQL variables) and on every GraphQL field's
// arguments (which may be written inline in the query), before anything is read or stored; the answer is a 400 (or
// BAD_USER_INPUT) saying what to fix. A database's own refusal of a value (SQLSTATE class 22, data exception) is the
// caller's input too, never a fault of ours: `isDataException` lets the error handlers answer it the same way.

/** The deepest nesting a request may have: our deepest input (a GraphQL body with cmsData) is well under it. */
export const MAX_INPUT_DEPTH = 16;

export const HOSTILE_INPUT_TEXT = {
  nul: 'Text may not contain a NUL character (\\u0000). Remove it and send again.',
  surrogate: 'Text must be valid Unicode: it has a broken character (a lone surrogate). Retype it and send again.',
  depth: `The request is nested too deeply (more than ${MAX_INPUT_DEPTH} levels).`,
  data: 'A value is out of range or has characters that are not allowed. Check what you typed and send again.',
} as const;

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function textProblem(text: string): string | null {
  if (text.includes('\u0000')) return HOSTILE_INPUT_TEXT.nul;
  if (LONE_SURROGATE.test(text)) return HOSTILE_INPUT_TEXT.surrogate;
  return null;
}

/** What is wrong with a value (its strings, its keys, its depth), or null. */
export function hostileInput(value: unknown, depth = 0): string | null {
  if (typeof value === 'string') return textProblem(value);
  if (value === null || typeof value !== 'object') return null;
  if (depth >= MAX_INPUT_DEPTH) return HOSTILE_INPUT_TEXT.depth;
  const entries = Array.isArray(value) ? value.map((item) => ['', item] as const) : Object.entries(value);
  for (const [key, item] of entries) {
    const problem = textProblem(key) ?? hostileInput(item, depth + 1);
    if (problem) return problem;
  }
  return null;
}

/** True for PostgreSQL's data exceptions (SQLSTATE 22xxx: a value out of range, a character it cannot store, …). */
export function isDataException(error: unknown): boolean {
  for (let current: unknown = error, hops = 0; current && hops < 4; hops += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
