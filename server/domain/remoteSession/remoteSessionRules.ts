// The remote session's clock rules, pure: an agent may view a session that is not stopped, not past its longest
// time, and whose customer's page asked about it within the last minute (it asks every 5 s while one runs); a
// session nobody joined before its code ran out is over.
export const CUSTOMER_GONE_SECONDS = 60;

interface SessionTimes {
  joinBy: Date;
  endsAt: Date;
  lastSeenAt: Date;
  endedAt: Date | null;
}

export function viewable(session: SessionTimes, now: Date): boolean {
  return (
    session.endedAt === null &&
    session.endsAt > now &&
    now.getTime() - session.lastSeenAt.getTime() < CUSTOMER_GONE_SECONDS * 1000
  );
}

export function nobodyJoinedInTime(session: SessionTimes, viewers: number, now: Date): boolean {
  return viewers === 0 && session.joinBy <= now;
}
