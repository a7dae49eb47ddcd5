import { whenIdle } from './whenIdle';

describe('work run when the browser is idle', () => {
  afterEach(() => {
    jest.useRealTimers();
    delete (window as Partial<Window>).requestIdleCallback;
    delete (window as Partial<Window>).cancelIdleCallback;
  });

  it('waits for requestIdleCallback, with its longest wait, and can be cancelled', () => {
    const idle: [IdleRequestCallback, IdleRequestOptions | undefined][] = [];
    window.requestIdleCallback = (callback, options) => idle.push([callback, options]);
    window.cancelIdleCallback = jest.fn();
    const work = jest.fn();
    const cancel = whenIdle(work, { timeoutMs: 2000, fallbackMs: 500 });
    expect(work).not.toHaveBeenCalled();
    expect(idle[0]?.[1]).toEqual({ timeout: 2000 });
    idle[0]?.[0]({ didTimeout: false, timeRemaining: () => 10 });
    expect(work).toHaveBeenCalledTimes(1);
    cancel();
    expect(window.cancelIdleCallback).toHaveBeenCalledWith(1);
  });

  it('runs after its timer where the browser has no requestIdleCallback, and not at all once cancelled', () => {
    jest.useFakeTimers();
    const work = jest.fn();
    whenIdle(work, { fallbackMs: 500 });
    jest.advanceTimersByTime(499);
    expect(work).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(work).toHaveBeenCalledTimes(1);
    const cancelled = jest.fn();
    whenIdle(cancelled, { fallbackMs: 500 })();
    jest.advanceTimersByTime(1000);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
