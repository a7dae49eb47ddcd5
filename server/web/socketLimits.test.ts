// Issue 30: 300 of 300 sockets that never authenticated stayed open, and a socket registered before GlobalSignOut kept
// receiving decisions. A socket with a bad token is closed at once, one that registers nothing within 5 seconds is
// closed, and a registered one is closed once its session ends.
import WebSocket from 'ws';
import { createdApplication, newApplicant, uniqueEmail } from '../../tests/support/applicationClient';
import { cognito, graphql, tokensFor } from '../../tests/support/serverClient';

jest.setTimeout(30_000);

const socketUrl = (path: string, token: string | null) =>
  `${process.env.TEST_SERVER_URL!.replace(/^http/, 'ws')}/socket/${path}${token === null ? '' : `?Auth=${encodeURIComponent(token)}`}`;

/** Opens a socket, sends `first` once open (if any), and answers how and when the server closed it. */
function closing(
  url: string,
  first?: unknown,
): Promise<{ code: number; reason: string; afterMs: number; messages: unknown[] }> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const messages: unknown[] = [];
    const socket = new WebSocket(url);
    const timer = setTimeout(() => reject(new Error('the server kept the socket open')), 20_000);
    socket.on('open', () => first !== undefined && socket.send(JSON.stringify(first)));
    socket.on('message', (data) => messages.push(JSON.parse((data as Buffer).toString('utf8'))));
    socket.on('close', (code, reason) => {
      clearTimeout(timer);
      resolve({ code, reason: reason.toString(), afterMs: Date.now() - started, messages });
    });
    socket.on('error', reject);
  });
}

describe('socket limits', () => {
  it('closes a socket without a valid token at once, without waiting for a message', async () => {
    for (const token of [null, 'not-a-token']) {
      const closed = await closing(socketUrl('application', token));
      expect(closed).toMatchObject({ code: 4401, reason: 'Unauthorized' });
      expect(closed.afterMs).toBeLessThan(4000);
    }
  });

  it('closes a signed-in socket that registers nothing within 5 seconds', async () => {
    const { IdToken } = await tokensFor('tara.quinn@example.com');
    const closed = await closing(socketUrl('loan', IdToken));
    expect(closed).toMatchObject({ code: 4408, reason: 'Send registerListener within 5 seconds' });
    expect(closed.afterMs).toBeGreaterThanOrEqual(4500);
  });

  it('closes a registered socket once the session ends (GlobalSignOut)', async () => {
    const tokens = await tokensFor('rex.vale@example.com');
    const closed = closing(socketUrl('loan', tokens.IdToken), { action: 'registerListener', loanId: 'ILP-4100303' });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await cognito('GlobalSignOut', { AccessToken: tokens.AccessToken })).status).toBe(200);
    expect(await closed).toMatchObject({ code: 4401, reason: 'Session ended' });
  });

  // Issue 47: an agent who stopped acting for an applicant was refused by GraphQL at once, but her socket stayed open
  // and delivered five more messages, the last APPROVED.
  it("closes an agent's socket when she stops acting for the customer, and tells her nothing after", async () => {
    const email = uniqueEmail('watched');
    const token = await newApplicant(email);
    const { id } = await createdApplication(token, email);
    const agent = (await tokensFor('agent.moreau@example.com', 'Agent#2026')).IdToken;
    const act = await graphql(`mutation { startImpersonation(email: "${email}") { customerEmail } }`, agent);
    expect(act.body.errors).toBeUndefined();
    const closed = closing(socketUrl('application', agent), {
      action: 'registerApplicationListener',
      applicationId: id,
    });
    await new Promise((resolve) => setTimeout(resolve, 800));
    const before = Date.now();
    expect((await graphql('mutation { stopImpersonation { success } }', agent)).body.errors).toBeUndefined();
    const result = await closed;
    expect(result).toMatchObject({ code: 4403, reason: 'You no longer act for this customer' });
    expect(Date.now() - before).toBeLessThan(4500);
    // Only the state at registration reached her, before she stopped.
    expect(result.messages.length).toBeLessThanOrEqual(1);
  });
});
