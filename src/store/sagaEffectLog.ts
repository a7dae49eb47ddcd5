// The sagas made visible in a development build: each effect a saga yields is written to the console at debug level
// (Chrome's "Verbose"), by its kind and name only: the function a CALL or FORK runs, the action type a PUT sends or a
// TAKE waits for, and an effect that fails with its error's name. Never an argument, a payload or a result, so
// nothing personal reaches the console. makeStore gives it to the saga middleware in development only; a production
// build has none (the code is dropped with it).
import type { SagaMonitor } from 'redux-saga';

interface Effect {
  type?: string;
  payload?: { fn?: { name?: string }; action?: { type?: string }; pattern?: unknown; channel?: unknown };
}

const patternName = (pattern: unknown): string => {
  if (typeof pattern === 'string') return pattern;
  if (Array.isArray(pattern)) return pattern.map(patternName).join(' | ');
  if (typeof pattern === 'function')
    return (pattern as { type?: string; name?: string }).type ?? (pattern.name || 'a matcher');
  return pattern === undefined ? 'a channel' : '*';
};

/** One effect as a line: its kind and what it names, never its data. */
export function effectLine(effect: unknown): string | null {
  const { type, payload } = (effect ?? {}) as Effect;
  if (!type) return null;
  if (type === 'CALL' || type === 'FORK' || type === 'CPS')
    return `${type} ${payload?.fn?.name || 'an anonymous function'}`;
  if (type === 'PUT') return `PUT ${payload?.action?.type ?? 'an action'}`;
  if (type === 'TAKE')
    return `TAKE ${payload?.channel && payload.pattern === undefined ? 'a channel' : patternName(payload?.pattern)}`;
  return type;
}

export function sagaEffectLog(write: (line: string) => void = (line) => console.debug(line)): SagaMonitor {
  const lines = new Map<number, string>();
  return {
    effectTriggered({ effectId, effect }) {
      const line = effectLine(effect);
      if (!line) return;
      lines.set(effectId, line);
      write(`saga ▸ ${line}`);
    },
    effectResolved: (effectId) => void lines.delete(effectId),
    effectCancelled: (effectId) => void lines.delete(effectId),
    effectRejected(effectId, error) {
      const line = lines.get(effectId);
      lines.delete(effectId);
      if (line) write(`saga ✕ ${line}: ${error instanceof Error ? error.name : 'failed'}`);
    },
  };
}
