/** Prowlarr's escalation ladder in seconds; index = escalation level. */
export const BACKOFF_LADDER_SECONDS = [0, 60, 300, 900, 1800, 3600, 10_800, 21_600, 43_200, 86_400] as const;
export const MAX_ESCALATION_LEVEL = BACKOFF_LADDER_SECONDS.length - 1;
/** Failures this soon after the process started back off at most five minutes. */
export const STARTUP_GRACE_MS = 15 * 60_000;
export const STARTUP_CAP_SECONDS = 300;

export interface BackoffState {
  escalationLevel: number;
  initialFailure: Date | null;
  mostRecentFailure: Date | null;
  disabledTill: Date | null;
}

export interface FailureContext {
  now: Date;
  processStartedAt: Date;
  /** A connection failure (refused, DNS) does not climb the ladder past the first step. */
  connectionFailure?: boolean;
  /** E.g. a 429's Retry-After: the level rises until the period covers it. */
  minimumBackoffSeconds?: number;
}

export const HEALTHY: BackoffState = { escalationLevel: 0, initialFailure: null, mostRecentFailure: null, disabledTill: null };

export function recordFailure(state: BackoffState, context: FailureContext): BackoffState {
  const { now } = context;
  let level = state.escalationLevel;
  let initialFailure = state.initialFailure;
  if (level === 0) {
    level = 1;
    initialFailure = now;
  } else if (!context.connectionFailure) {
    level = Math.min(MAX_ESCALATION_LEVEL, level + 1);
  }
  const minimum = context.minimumBackoffSeconds ?? 0;
  while (level < MAX_ESCALATION_LEVEL && BACKOFF_LADDER_SECONDS[level] < minimum) level += 1;
  let seconds: number = BACKOFF_LADDER_SECONDS[level];
  const inGrace = now.getTime() - context.processStartedAt.getTime() < STARTUP_GRACE_MS;
  if (inGrace && minimum === 0) seconds = Math.min(seconds, STARTUP_CAP_SECONDS);
  return {
    escalationLevel: level,
    initialFailure: initialFailure ?? now,
    mostRecentFailure: now,
    disabledTill: new Date(now.getTime() + seconds * 1000),
  };
}

/** A success steps one level down and lifts the current block; at level 0 the history is forgotten. */
export function recordSuccess(state: BackoffState): BackoffState {
  if (state.escalationLevel <= 1) return HEALTHY;
  return { ...state, escalationLevel: state.escalationLevel - 1, disabledTill: null };
}

export function isBlocked(state: BackoffState, now: Date): boolean {
  return state.disabledTill !== null && state.disabledTill.getTime() > now.getTime();
}
