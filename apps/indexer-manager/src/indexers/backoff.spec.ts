import { BACKOFF_LADDER_SECONDS, HEALTHY, isBlocked, recordFailure, recordSuccess, type BackoffState } from './backoff';

const started = new Date('2026-01-01T00:00:00Z');
const later = (minutes: number) => new Date(started.getTime() + minutes * 60_000);
const secondsBlocked = (state: BackoffState) => ((state.disabledTill?.getTime() ?? 0) - (state.mostRecentFailure?.getTime() ?? 0)) / 1000;

describe('back-off ladder', () => {
  it('climbs one step per failure and stops at 24 hours', () => {
    let state = HEALTHY;
    const seen: number[] = [];
    for (let i = 0; i < 12; i++) {
      state = recordFailure(state, { now: later(60 + i), processStartedAt: started });
      seen.push(secondsBlocked(state));
    }
    expect(seen).toEqual([60, 300, 900, 1800, 3600, 10_800, 21_600, 43_200, 86_400, 86_400, 86_400, 86_400]);
    expect(state.initialFailure).toEqual(later(60));
    expect(state.mostRecentFailure).toEqual(later(71));
  });

  it('caps the period at five minutes within 15 minutes of start', () => {
    let state = HEALTHY;
    for (let i = 0; i < 4; i++) state = recordFailure(state, { now: later(1), processStartedAt: started });
    expect(state.escalationLevel).toBe(4);
    expect(secondsBlocked(state)).toBe(300);
  });

  it('does not escalate on connection failures after the first', () => {
    let state = recordFailure(HEALTHY, { now: later(30), processStartedAt: started, connectionFailure: true });
    expect(state.escalationLevel).toBe(1);
    state = recordFailure(state, { now: later(31), processStartedAt: started, connectionFailure: true });
    expect(state.escalationLevel).toBe(1);
  });

  it('raises the level until a minimum back-off is covered, even in the grace period', () => {
    const state = recordFailure(HEALTHY, { now: later(1), processStartedAt: started, minimumBackoffSeconds: 1000 });
    expect(BACKOFF_LADDER_SECONDS[state.escalationLevel]).toBe(1800);
    expect(secondsBlocked(state)).toBe(1800);
  });

  it('steps one level down on success and lifts the block', () => {
    let state = HEALTHY;
    for (let i = 0; i < 3; i++) state = recordFailure(state, { now: later(60), processStartedAt: started });
    const recovered = recordSuccess(state);
    expect(recovered.escalationLevel).toBe(2);
    expect(recovered.disabledTill).toBeNull();
    expect(isBlocked(recovered, later(61))).toBe(false);
    const again = recordFailure(recovered, { now: later(62), processStartedAt: started });
    expect(again.escalationLevel).toBe(3);
    expect(recordSuccess(recordSuccess(recovered))).toEqual(HEALTHY);
  });

  it('is blocked only until disabledTill', () => {
    const state = recordFailure(HEALTHY, { now: later(60), processStartedAt: started });
    expect(isBlocked(state, later(60.5))).toBe(true);
    expect(isBlocked(state, later(61.01))).toBe(false);
  });
});
