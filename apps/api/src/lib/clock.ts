/** The time source, injected so that tests can stand at an exact second. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export function fixedClock(start: Date): Clock & { set(at: Date): void; advance(ms: number): void } {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    set: (at) => {
      current = at.getTime();
    },
    advance: (ms) => {
      current += ms;
    },
  };
}
