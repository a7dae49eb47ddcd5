// Tells the application sockets of this server instance that an application's state changed (the decision machine,
// a submission, an e-sign). Sockets also re-read the database now and then (applicationSocket.ts), so a change made
// by another instance reaches them too.
import { EventEmitter } from 'node:events';
import type { ApplicationRow } from '../applicationRepository';

export interface DecisionHub {
  publish: (row: ApplicationRow) => void;
  /** Calls `listener` with each change of the application; returns the way to stop. */
  subscribe: (applicationId: string, listener: (row: ApplicationRow) => void) => () => void;
}

export function createDecisionHub(): DecisionHub {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    publish: (row) => emitter.emit(row.id, row),
    subscribe(applicationId, listener) {
      emitter.on(applicationId, listener);
      return () => emitter.off(applicationId, listener);
    },
  };
}
