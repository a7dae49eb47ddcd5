// Tells the loan sockets of this server instance that something happened on a loan (a payment posted or declined), so
// they say it at once; the sockets also re-read the database every few seconds, so another instance's news arrives too.
import { EventEmitter } from 'node:events';

export interface LoanHub {
  publish: (loanNumber: string) => void;
  /** Calls `listener` after each change of the loan; returns the way to stop. */
  subscribe: (loanNumber: string, listener: () => void) => () => void;
}

export function createLoanHub(): LoanHub {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    publish: (loanNumber) => emitter.emit(loanNumber),
    subscribe(loanNumber, listener) {
      emitter.on(loanNumber, listener);
      return () => emitter.off(loanNumber, listener);
    },
  };
}
