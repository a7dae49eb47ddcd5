// Agents acting for customers, and brand gating, enforced by the server over real HTTP.
import { graphql, testHook, tokensFor } from '../../tests/support/serverClient';

interface AuditRow {
  agentEmail: string;
  customerEmail: string;
  operation: string;
  outcome: string;
}

describe('brand gating on the server', () => {
  it("answers 403 'Incorrect Brand' when a customer calls through a brand that does not allow their source", async () => {
    const { IdToken } = await tokensFor('james.carter@example.com');
    expect(await graphql('{ me { firstName } }', IdToken, 'cng')).toEqual({
      status: 403,
      body: { errors: [{ message: 'Incorrect Brand', extensions: { code: 'INCORRECT_BRAND' } }] },
    });
    expect((await graphql('{ me { firstName } }', IdToken, 'aca')).body.data).toEqual({ me: { firstName: 'James' } });
  });

  it('lets a customer of an allowed partner source call (CSH on cng) and refuses a missing brand key', async () => {
    const { IdToken } = await tokensFor('tom.becker@example.com');
    expect(
      (await graphql('{ me { firstName isCoreCustomer retailBoCode isRetailReturning channel } }', IdToken, 'cng')).body
        .data,
    ).toEqual({
      me: {
        firstName: 'Tom',
        isCoreCustomer: false,
        retailBoCode: 'R-1042',
        isRetailReturning: true,
        channel: 'RETAIL',
      },
    });
    expect((await graphql('{ me { firstName } }', IdToken, null)).status).toBe(400);
    expect((await graphql('{ me { firstName } }', IdToken, 'nope')).status).toBe(400);
  });
});

describe('acting for a customer', () => {
  it("refuses anyone outside my.account.csr with 'Not admin'", async () => {
    const { IdToken } = await tokensFor('maria.lopez@example.com');
    for (const query of [
      'mutation { startImpersonation(email: "li.wei@example.com") { customerEmail } }',
      '{ impersonation { customerEmail } }',
      'mutation { stopImpersonation { success } }',
    ]) {
      const result = await graphql(query, IdToken);
      expect(result.body.errors?.[0]).toMatchObject({ message: 'Not admin', extensions: { code: 'FORBIDDEN' } });
    }
  });

  // Issue 30: agent.okafor could start acting for agent.smith (readOnly false) and apply in his name.
  it('refuses to act for another agent, and audits the refusal', async () => {
    const { IdToken } = await tokensFor('agent.okafor@example.com', 'Agent#2026');
    const result = await graphql(
      'mutation { startImpersonation(email: "agent.smith@example.com") { customerEmail readOnly } }',
      IdToken,
    );
    expect(result.body.errors?.[0]).toMatchObject({
      message: 'Agents can act only for customers, not for another agent.',
      extensions: { code: 'FORBIDDEN' },
    });
    expect((await graphql('{ impersonation { customerEmail } }', IdToken)).body.data).toEqual({ impersonation: null });
    const log = await testHook<AuditRow[]>('audit-log');
    expect(log).toContainEqual(
      expect.objectContaining({
        agentEmail: 'agent.okafor@example.com',
        customerEmail: 'agent.smith@example.com',
        operation: 'startImpersonation',
        outcome: 'refused',
      }),
    );
  });

  it('lets an agent act for a customer on any brand, stores the choice, audits each call, refuses changes, and stops', async () => {
    const { IdToken } = await tokensFor('agent.smith@example.com', 'Agent#2026');
    expect((await graphql('{ impersonation { customerEmail } }', IdToken)).body.data).toEqual({ impersonation: null });
    const unknown = await graphql(
      'mutation { startImpersonation(email: "nobody@example.com") { customerEmail } }',
      IdToken,
    );
    expect(unknown.body.errors?.[0]?.message).toBe('No customer has that email address.');

    const started = await graphql(
      'mutation { startImpersonation(email: " James.Carter@example.com ") { agentEmail customerEmail firstName lastName } }',
      IdToken,
      'cng',
    );
    expect(started.body.data).toEqual({
      startImpersonation: {
        agentEmail: 'agent.smith@example.com',
        customerEmail: 'james.carter@example.com',
        firstName: 'James',
        lastName: 'Carter',
      },
    });
    // Read back at start (a fresh request), on another brand host too.
    expect(
      (await graphql('{ impersonation { customerEmail } me { email firstName } }', IdToken, 'aca')).body.data,
    ).toEqual({
      impersonation: { customerEmail: 'james.carter@example.com' },
      me: { email: 'james.carter@example.com', firstName: 'James' },
    });
    const refused = await graphql('mutation { rememberDevice(blackBox: "x") { success } }', IdToken);
    expect(refused.body.errors?.[0]).toMatchObject({
      message: 'Agents cannot change email, password, MFA settings or bank data while acting for a customer.',
      extensions: { code: 'FORBIDDEN' },
    });

    expect((await graphql('mutation { stopImpersonation { success } }', IdToken)).body.data).toEqual({
      stopImpersonation: { success: true },
    });
    expect((await graphql('{ impersonation { customerEmail } }', IdToken)).body.data).toEqual({ impersonation: null });

    const log = (await testHook<AuditRow[]>('audit-log')).filter((row) => row.agentEmail === 'agent.smith@example.com');
    const entries = log
      .map(({ customerEmail, operation, outcome }) => `${customerEmail} ${operation} ${outcome}`)
      .reverse();
    // The two fields of one request resolve in parallel, so their rows may come in either order.
    expect([entries[0], ...entries.slice(1, 3).sort(), ...entries.slice(3)]).toEqual([
      'james.carter@example.com startImpersonation started',
      'james.carter@example.com impersonation allowed',
      'james.carter@example.com me allowed',
      'james.carter@example.com rememberDevice refused',
      'james.carter@example.com stopImpersonation allowed',
      'james.carter@example.com stopImpersonation stopped',
    ]);
  });
});
