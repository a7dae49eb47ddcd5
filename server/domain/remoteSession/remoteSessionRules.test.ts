// The remote session's clock rules (the HTTP flow is in server/graphql/remoteSession.test.ts).
import { CUSTOMER_GONE_SECONDS, nobodyJoinedInTime, viewable } from './remoteSessionRules';

const at = (minutes: number) => new Date(Date.UTC(2026, 10, 23, 15, 0) + minutes * 60_000);
const session = { joinBy: at(10), endsAt: at(60), lastSeenAt: at(30), endedAt: null as Date | null };

describe('remote-session clock rules', () => {
  it("lets the agent view while the customer's page keeps asking, not a minute after it stopped", () => {
    expect(viewable(session, at(30.5))).toBe(true);
    expect(viewable(session, new Date(at(30).getTime() + CUSTOMER_GONE_SECONDS * 1000 - 1))).toBe(true);
    expect(viewable(session, new Date(at(30).getTime() + CUSTOMER_GONE_SECONDS * 1000))).toBe(false);
  });

  it('ends the view at the longest time (60 minutes) and when the customer stopped it', () => {
    const lastMinute = { ...session, lastSeenAt: at(59.9) };
    expect(viewable(lastMinute, at(59.95))).toBe(true);
    expect(viewable(lastMinute, at(60))).toBe(false);
    expect(viewable({ ...session, endedAt: at(31) }, at(31))).toBe(false);
  });

  it('ends a session nobody joined before its code ran out (10 minutes), not one an agent joined', () => {
    expect(nobodyJoinedInTime(session, 0, at(9.9))).toBe(false);
    expect(nobodyJoinedInTime(session, 0, at(10))).toBe(true);
    expect(nobodyJoinedInTime(session, 1, at(20))).toBe(false);
  });
});
