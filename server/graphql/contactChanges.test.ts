// /account/personal on the server (issue 15): the contact details, and each change applied only by the code sent for
// it (the new email, the new phone by text, the email on file for an address), with a notice to the email on file.
// Bad input changes nothing; five wrong codes drop the change; an email change renames every record and ends the
// sessions; an agent acting sees the details and cannot change them.
import { graphql, latestMail, mailFrom, tokensFor } from '../../tests/support/serverClient';

const FIELDS =
  'email phone address { addressLine1 addressLine2 cityName stateCode zipCode } pendingChange { id kind newValue sentTo }';
const DETAILS = `{ contactDetails { ${FIELDS} } }`;
const REQUEST =
  'mutation R($change: ContactChangeInput!) { requestContactChange(change: $change) { id kind newValue sentTo expiresAt } }';
const CONFIRM = `mutation C($id: ID!, $code: String!) { confirmContactChange(changeId: $id, code: $code) { status attemptsLeft signInAgain details { ${FIELDS} } } }`;
const CANCEL = `mutation X($id: ID!) { cancelContactChange(changeId: $id) { ${FIELDS} } }`;

type Result = Awaited<ReturnType<typeof graphql>>;
const errorOf = (result: Result) => result.body.errors?.[0]?.message;
const dataOf = <T>(result: Result) => {
  expect(result.body.errors).toBeUndefined();
  return result.body.data as T;
};
const codeIn = (text: string) => /code is (\d{6})/.exec(text)![1]!;
const wrongCode = (code: string) => (code === '000000' ? '111111' : '000000');

interface Pending {
  id: string;
  kind: string;
  newValue: string;
  sentTo: string;
}
interface Details {
  email: string;
  phone: string | null;
  address: Record<string, string | null>;
  pendingChange: Pending | null;
}

jest.setTimeout(30_000);

const IVY = 'ivy.hart@example.com';

describe('/account/personal: the contact details and their changes', () => {
  let token: string;
  beforeEach(async () => {
    // Tokens live 5 s in the tests: a fresh one for each test.
    token = (await tokensFor(IVY)).IdToken;
  });
  const details = async () => dataOf<{ contactDetails: Details }>(await graphql(DETAILS, token)).contactDetails;
  const request = (change: Record<string, unknown>) => graphql(REQUEST, token, 'cng', { change });

  it('shows the email, the phone and the address, its city and state from the ZIP code', async () => {
    expect(await details()).toEqual({
      email: IVY,
      phone: '(614) 555-0281',
      address: {
        addressLine1: '18 Gay St',
        addressLine2: null,
        cityName: 'Columbus',
        stateCode: 'OH',
        zipCode: '43215',
      },
      pendingChange: null,
    });
  });

  it('refuses bad input with a clear message and changes nothing', async () => {
    const before = await details();
    expect(errorOf(await request({ kind: 'EMAIL', email: 'not-an-email' }))).toBe('Invalid email address');
    expect(errorOf(await request({ kind: 'EMAIL', email: IVY.toUpperCase() }))).toBe(
      'This is already your email address.',
    );
    expect(errorOf(await request({ kind: 'EMAIL', email: 'maria.lopez@example.com' }))).toBe(
      'This email address belongs to another account. Use another one.',
    );
    expect(errorOf(await request({ kind: 'PHONE', phone: '555' }))).toBe(
      'Enter a 10-digit phone number, like (614) 555-0142',
    );
    expect(errorOf(await request({ kind: 'PHONE', phone: '(614) 555-0281' }))).toBe(
      'This is already your phone number.',
    );
    expect(errorOf(await request({ kind: 'ADDRESS', addressLine1: 'PO Box 12', zipCode: '43215' }))).toBe(
      'Enter a street address: we cannot accept a PO box',
    );
    expect(errorOf(await request({ kind: 'ADDRESS', addressLine1: '1 Main St', zipCode: '4321' }))).toBe(
      'Enter a 5-digit ZIP code',
    );
    expect(errorOf(await request({ kind: 'ADDRESS', addressLine1: '1 Main St', zipCode: '00000' }))).toBe(
      'We could not find this ZIP code. Check it and try again.',
    );
    expect(await details()).toEqual(before);
  });

  it('a new phone: the code goes to it by text; a wrong code changes nothing, the right one does, and the email on file is told', async () => {
    const { result, mail } = await mailFrom('6145550291@sms.portal.test', /Your verification code/, () =>
      request({ kind: 'PHONE', phone: '(614) 555-0291' }),
    );
    const pending = dataOf<{ requestContactChange: Pending }>(result).requestContactChange;
    expect(pending).toMatchObject({ kind: 'PHONE', newValue: '(614) 555-0291', sentTo: '(•••) •••-0291' });
    expect((await details()).pendingChange).toMatchObject({ id: pending.id, kind: 'PHONE' });
    const code = codeIn(mail.text);

    const wrong = dataOf<{ confirmContactChange: { status: string; attemptsLeft: number; details: Details } }>(
      await graphql(CONFIRM, token, 'cng', { id: pending.id, code: wrongCode(code) }),
    ).confirmContactChange;
    expect(wrong).toMatchObject({ status: 'PENDING', attemptsLeft: 4, details: { phone: '(614) 555-0281' } });

    const sent = Date.now() - 1000;
    const right = dataOf<{ confirmContactChange: { status: string; signInAgain: boolean; details: Details } }>(
      await graphql(CONFIRM, token, 'cng', { id: pending.id, code }),
    ).confirmContactChange;
    expect(right).toMatchObject({
      status: 'APPROVED',
      signInAgain: false,
      details: { phone: '(614) 555-0291', pendingChange: null },
    });
    expect((await latestMail(IVY, /Your mobile phone number was changed/, sent)).text).toContain(
      'If you did not, call',
    );
    // A settled change takes no more codes.
    expect(errorOf(await graphql(CONFIRM, token, 'cng', { id: pending.id, code }))).toBe(
      'This change is no longer waiting. Start it again.',
    );
  });

  it('a new address: the code goes to the email on file; city and state come from the ZIP code', async () => {
    const { result, mail } = await mailFrom(IVY, /Your verification code/, () =>
      request({ kind: 'ADDRESS', addressLine1: ' 9 Elm St ', addressLine2: 'Apt 2', zipCode: '10001' }),
    );
    const pending = dataOf<{ requestContactChange: Pending }>(result).requestContactChange;
    expect(pending).toMatchObject({
      kind: 'ADDRESS',
      newValue: '9 Elm St, Apt 2, New York, NY 10001',
      sentTo: 'i•••t@example.com',
    });
    const right = dataOf<{ confirmContactChange: { details: Details } }>(
      await graphql(CONFIRM, token, 'cng', { id: pending.id, code: codeIn(mail.text) }),
    ).confirmContactChange;
    expect(right.details.address).toEqual({
      addressLine1: '9 Elm St',
      addressLine2: 'Apt 2',
      cityName: 'New York',
      stateCode: 'NY',
      zipCode: '10001',
    });
  });

  it('a new request replaces the one waiting; a cancelled change takes no code; five wrong codes drop the change', async () => {
    const first = dataOf<{ requestContactChange: Pending }>(
      await request({ kind: 'PHONE', phone: '6145550292' }),
    ).requestContactChange;
    const second = dataOf<{ requestContactChange: Pending }>(
      await request({ kind: 'PHONE', phone: '6145550293' }),
    ).requestContactChange;
    expect((await details()).pendingChange?.id).toBe(second.id);
    expect(errorOf(await graphql(CONFIRM, token, 'cng', { id: first.id, code: '123456' }))).toBe(
      'This change is no longer waiting. Start it again.',
    );
    expect(
      dataOf<{ cancelContactChange: Details }>(await graphql(CANCEL, token, 'cng', { id: second.id }))
        .cancelContactChange.pendingChange,
    ).toBeNull();

    const { result, mail } = await mailFrom('6145550294@sms.portal.test', /Your verification code/, () =>
      request({ kind: 'PHONE', phone: '6145550294' }),
    );
    const third = dataOf<{ requestContactChange: Pending }>(result).requestContactChange;
    const wrong = wrongCode(codeIn(mail.text));
    const statuses: string[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      statuses.push(
        dataOf<{ confirmContactChange: { status: string } }>(
          await graphql(CONFIRM, token, 'cng', { id: third.id, code: wrong }),
        ).confirmContactChange.status,
      );
    }
    expect(statuses).toEqual(['PENDING', 'PENDING', 'PENDING', 'PENDING', 'DENIED']);
    const after = await details();
    expect(after.pendingChange).toBeNull();
    expect(after.phone).not.toBe('(614) 555-0294');
  });

  it('an agent acting for the customer sees the details and cannot change them', async () => {
    const agent = (await tokensFor('agent.mensah@example.com', 'Agent#2026')).IdToken;
    expect(
      (await graphql(`mutation { startImpersonation(email: "${IVY}") { customerEmail } }`, agent)).body.errors,
    ).toBeUndefined();
    try {
      expect(dataOf<{ contactDetails: Details }>(await graphql(DETAILS, agent)).contactDetails.email).toBe(IVY);
      expect(
        (await graphql(REQUEST, agent, 'cng', { change: { kind: 'PHONE', phone: '6145550123' } })).body.errors?.[0]
          ?.extensions,
      ).toMatchObject({ code: 'FORBIDDEN' });
    } finally {
      await graphql('mutation { stopImpersonation { success } }', agent);
    }
  });
});

describe('/account/personal: a new email', () => {
  it('goes to the new address; once confirmed every record follows, the sessions end, and the old address is told', async () => {
    // Its own customer: the email changes for good.
    const from = 'jon.fox@example.com';
    const to = `jon.fox.${Date.now()}@example.net`;
    const token = (await tokensFor(from)).IdToken;
    const loansOf = async (idToken: string) =>
      dataOf<{ accountOverview: { loans: { loanNumber: string }[] } }>(
        await graphql('{ accountOverview { loans { loanNumber } } }', idToken),
      ).accountOverview.loans.map((loan) => loan.loanNumber);
    expect(await loansOf(token)).toEqual(['ILP-4100182']);
    // Records kept by the customer's id follow without a rename: the privacy notice agreed to, the credit-view enrollment.
    const notice = async (idToken: string) =>
      dataOf<{ privacyNotice: { version: string; acceptedAt: string | null } }>(
        await graphql('{ privacyNotice { version acceptedAt } }', idToken),
      ).privacyNotice;
    const creditView = async (idToken: string) =>
      dataOf<{ creditView: { enrolled: boolean; enrolledAt: string | null } }>(
        await graphql('{ creditView { enrolled enrolledAt } }', idToken),
      ).creditView;
    const agreed = dataOf<{ acceptPrivacyNotice: { acceptedAt: string } }>(
      await graphql('mutation A($v: String!) { acceptPrivacyNotice(version: $v) { acceptedAt } }', token, 'cng', {
        v: (await notice(token)).version,
      }),
    ).acceptPrivacyNotice.acceptedAt;
    const enrolled = dataOf<{ enrollCreditView: { enrolledAt: string } }>(
      await graphql('mutation { enrollCreditView(consent: true) { enrolledAt } }', token),
    ).enrollCreditView.enrolledAt;

    const { result, mail } = await mailFrom(to, /Your verification code/, () =>
      graphql(REQUEST, token, 'cng', { change: { kind: 'EMAIL', email: ` ${to.toUpperCase()} ` } }),
    );
    expect(dataOf<{ requestContactChange: Pending }>(result).requestContactChange).toMatchObject({
      kind: 'EMAIL',
      newValue: to,
      sentTo: `j•••${to.split('@')[0]!.at(-1)}@example.net`,
    });

    const sent = Date.now() - 1000;
    const confirmed = dataOf<{ confirmContactChange: { status: string; signInAgain: boolean; details: Details } }>(
      await graphql(CONFIRM, token, 'cng', {
        id: dataOf<{ requestContactChange: Pending }>(result).requestContactChange.id,
        code: codeIn(mail.text),
      }),
    ).confirmContactChange;
    expect(confirmed).toMatchObject({ status: 'APPROVED', signInAgain: true, details: { email: to } });
    expect((await latestMail(from, /Your email address was changed/, sent)).text).toContain('If you did not, call');

    // The old token is refused, the old email no longer signs in, the new one does and finds the same loan.
    expect((await graphql(DETAILS, token)).body.errors).toBeDefined();
    await expect(tokensFor(from)).rejects.toThrow();
    const renamed = (await tokensFor(to)).IdToken;
    expect(await loansOf(renamed)).toEqual(['ILP-4100182']);
    expect((await notice(renamed)).acceptedAt).toBe(agreed);
    expect(await creditView(renamed)).toEqual({ enrolled: true, enrolledAt: enrolled });
  });
});
