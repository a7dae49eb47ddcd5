// Multi-factor login over real HTTP: decisions, email codes read from MailDev, remembered devices.
import {
  cognito,
  graphql,
  graphqlWithCookie,
  latestMail,
  mailFrom,
  testHook,
  tokensFor,
} from '../../tests/support/serverClient';

async function challenge(token: string, blackBox: string) {
  const result = await graphql(`{ mfaChallenge(blackBox: "${blackBox}") { mfaId decision } }`, token);
  return result.body.data!.mfaChallenge as { mfaId: string; decision: string };
}

/** The check as a browser holding `cookie` starts it. */
async function challengeWith(token: string, blackBox: string, cookie: string | null) {
  const result = await graphqlWithCookie(`{ mfaChallenge(blackBox: "${blackBox}") { mfaId decision } }`, token, cookie);
  return result.body.data!.mfaChallenge as { mfaId: string; decision: string };
}

/** Signs in, passes the email code and ticks Remember My Device: the device cookie the server handed the browser. */
async function rememberedBrowser(email: string, blackBox: string, password = 'Portal#2026') {
  const { IdToken } = await tokensFor(email, password);
  const { mfaId } = await challengeWith(IdToken, blackBox, null);
  const ids = await sendCode(IdToken, email, mfaId);
  await validate(IdToken, mfaId, ids, ids.code);
  const remembered = await graphqlWithCookie(
    `mutation { rememberDevice(blackBox: "${blackBox}", mfaId: "${mfaId}") { success } }`,
    IdToken,
    null,
  );
  expect(remembered.body.data).toEqual({ rememberDevice: { success: true } });
  return { IdToken, cookie: remembered.cookies, setCookies: remembered.setCookies };
}

const DEVICES = '{ rememberedDevices { id name rememberedAt lastUsedAt expiresAt thisDevice } }';

async function sendCode(token: string, email: string, mfaId: string) {
  const { result, mail } = await mailFrom(email, /Your verification code/, () =>
    graphql(`{ emailVerificationQuery(mfaId: "${mfaId}") { emailVerificationId sessionId } }`, token),
  );
  const ids = result.body.data!.emailVerificationQuery as { emailVerificationId: string; sessionId: string };
  const code = /code is (\d{6})/.exec(mail.text)![1]!;
  return { ...ids, code };
}

const validate = (
  token: string,
  mfaId: string,
  ids: { emailVerificationId: string; sessionId: string },
  code: string,
) =>
  graphql(
    `mutation { validateEmailVerificationCode(emailVerificationId: "${ids.emailVerificationId}", sessionId: "${ids.sessionId}", mfaId: "${mfaId}", verificationCode: "${code}") { success status } }`,
    token,
  );

const wrong = (code: string) => (code === '000000' ? '111111' : '000000');

describe('multi-factor login', () => {
  it('gives each persona its decision', async () => {
    for (const [email, decision] of [
      // (mfa.bypass is the persona of the password-reset test, which changes its password.)
      ['nina.patel@example.com', 'BYPASS'],
      ['mfa.allow@example.com', 'ALLOW'],
      ['mfa.deny@example.com', 'DENY'],
      ['mfa.phone@example.com', 'OTP_PHONE'],
      ['mfa.email@example.com', 'OTP_EMAIL'],
    ]) {
      const { IdToken } = await tokensFor(email!);
      expect((await challenge(IdToken, 'device-a')).decision).toBe(decision);
    }
  });

  it('mails a code; a wrong code is PENDING, the right one APPROVED; the remembered device then skips the check', async () => {
    const email = 'mfa.email@example.com';
    const { IdToken } = await tokensFor(email);
    const { mfaId } = await challenge(IdToken, 'laptop-1');
    expect(
      (await graphql(`mutation { rememberDevice(blackBox: "laptop-1", mfaId: "${mfaId}") { success } }`, IdToken)).body
        .errors?.[0]?.message,
    ).toBe('Pass the verification before remembering this device.');
    const ids = await sendCode(IdToken, email, mfaId);
    expect((await validate(IdToken, mfaId, ids, wrong(ids.code))).body.data).toEqual({
      validateEmailVerificationCode: { success: false, status: 'PENDING' },
    });
    expect((await validate(IdToken, mfaId, ids, ids.code)).body.data).toEqual({
      validateEmailVerificationCode: { success: true, status: 'APPROVED' },
    });
    const remembered = await graphqlWithCookie(
      `mutation { rememberDevice(blackBox: "laptop-1", mfaId: "${mfaId}") { success } }`,
      IdToken,
      null,
    );
    expect(remembered.body.data).toEqual({ rememberDevice: { success: true } });
    // The browser is handed a secret it cannot read from script, sent back only to this site, for 30 days.
    expect(remembered.setCookies).toHaveLength(1);
    expect(remembered.setCookies[0]).toMatch(
      /^portal_device=[A-Za-z0-9_-]{43}; Max-Age=2592000; Path=\/; HttpOnly; SameSite=Strict$/,
    );
    expect((await challengeWith(IdToken, 'laptop-1', remembered.cookies)).decision).toBe('BYPASS');
    expect((await challengeWith(IdToken, 'phone-2', remembered.cookies)).decision).toBe('BYPASS');
    // The fingerprint alone is no key: the same blackBox from a browser without the secret owes the code.
    expect((await challengeWith(IdToken, 'laptop-1', null)).decision).toBe('OTP_EMAIL');
    expect((await challengeWith(IdToken, 'laptop-1', 'portal_device=not-a-secret')).decision).toBe('OTP_EMAIL');
  });

  // Issue 47: the remembered device was sha256(blackBox); with the fingerprint library unable to run, every browser
  // sent 'unavailable', so a second, clean browser with the password went straight in.
  it('words the code’s mail in the language of the page that asked (its language cookie)', async () => {
    const email = 'mfa.email@example.com';
    const { IdToken } = await tokensFor(email);
    const { mfaId } = await challenge(IdToken, 'tablet-es');
    const { mail } = await mailFrom(email, /^Su código de verificación$/, () =>
      graphqlWithCookie(`{ emailVerificationQuery(mfaId: "${mfaId}") { sessionId } }`, IdToken, 'portal_language=es'),
    );
    expect(mail.text.trim()).toMatch(
      /^Su código de verificación es \d{6}\. Vence en 10 minutos\. Si usted no lo pidió, llámenos\.$/,
    );
  });

  it("a second browser with the password and the same 'unavailable' fingerprint still owes the code", async () => {
    const email = 'mfa.email@example.com';
    const first = await rememberedBrowser(email, 'unavailable');
    expect((await challengeWith(first.IdToken, 'unavailable', first.cookie)).decision).toBe('BYPASS');
    const second = await tokensFor(email);
    expect((await challengeWith(second.IdToken, 'unavailable', null)).decision).toBe('OTP_EMAIL');
    // Another customer's secret is no key to this customer either way.
    const phone = await tokensFor('mfa.phone@example.com');
    expect((await challengeWith(phone.IdToken, 'unavailable', first.cookie)).decision).toBe('OTP_PHONE');
    // Once the 30 days are over, the secret lets nobody through.
    const { expired } = await testHook<{ expired: number }>('expire-devices', { method: 'POST', body: { email } });
    expect(expired).toBeGreaterThan(0);
    expect((await challengeWith(first.IdToken, 'unavailable', first.cookie)).decision).toBe('OTP_EMAIL');
  });

  it('lists the remembered devices by name and last use, and forgets one, then all', async () => {
    const email = 'mfa.email@example.com';
    const laptop = await rememberedBrowser(email, 'laptop-9');
    const phone = await rememberedBrowser(email, 'phone-9');
    expect((await challengeWith(laptop.IdToken, 'x', laptop.cookie)).decision).toBe('BYPASS');
    type Device = { id: string; name: string; lastUsedAt: string | null; thisDevice: boolean };
    const listed = await graphqlWithCookie(DEVICES, laptop.IdToken, laptop.cookie);
    const devices = listed.body.data!.rememberedDevices as Device[];
    expect(devices).toHaveLength(2);
    expect(devices.map((d) => d.name)).toEqual(['Chrome on Windows', 'Chrome on Windows']);
    // The one last let through first; the list marks the browser asking.
    expect(devices[0]!.thisDevice).toBe(true);
    expect(Date.parse(devices[0]!.lastUsedAt!)).toBeGreaterThan(Date.now() - 60_000);
    expect(devices[1]).toMatchObject({ thisDevice: false, lastUsedAt: null });
    expect(JSON.stringify(devices)).not.toContain(laptop.cookie.split('=')[1]);

    // Forgetting the phone: its secret no longer lets it through, and the laptop's still does.
    const forgot = await graphqlWithCookie(
      `mutation { forgetDevice(id: "${devices[1]!.id}") { success } }`,
      laptop.IdToken,
      laptop.cookie,
    );
    expect(forgot.body.data).toEqual({ forgetDevice: { success: true } });
    expect((await challengeWith(phone.IdToken, 'x', phone.cookie)).decision).toBe('OTP_EMAIL');
    expect((await challengeWith(laptop.IdToken, 'x', laptop.cookie)).decision).toBe('BYPASS');
    // Another customer cannot forget it, nor can the same id be forgotten twice.
    const other = await tokensFor('maria.lopez@example.com');
    const refused = await graphqlWithCookie(
      `mutation { forgetDevice(id: "${devices[0]!.id}") { success } }`,
      other.IdToken,
      null,
    );
    expect(refused.body.errors?.[0]?.message).toBe(
      'That device is not remembered any more. Refresh the page to see your devices.',
    );
    expect((await challengeWith(laptop.IdToken, 'x', laptop.cookie)).decision).toBe('BYPASS');

    // Forget all: none is left, and this browser is told to drop its secret.
    const all = await graphqlWithCookie('mutation { forgetAllDevices { success } }', laptop.IdToken, laptop.cookie);
    expect(all.body.data).toEqual({ forgetAllDevices: { success: true } });
    expect(all.setCookies[0]).toMatch(/^portal_device=; Max-Age=0;|^portal_device=; Expires=Thu, 01 Jan 1970/);
    expect((await challengeWith(laptop.IdToken, 'x', laptop.cookie)).decision).toBe('OTP_EMAIL');
    expect((await graphqlWithCookie(DEVICES, laptop.IdToken, null)).body.data).toEqual({ rememberedDevices: [] });
    // An agent has no remembered devices of a customer's to read.
    const agent = await tokensFor('agent.smith@example.com', 'Agent#2026');
    expect((await graphqlWithCookie(DEVICES, agent.IdToken, null)).body.errors?.[0]?.extensions?.code).toBe(
      'FORBIDDEN',
    );
  });

  it('counts every try, aliases included: the 5th wrong code is DENIED, then even the right one, and the customer is locked out for 30 minutes', async () => {
    const email = 'mfa.both@example.com';
    const { IdToken } = await tokensFor(email);
    const { mfaId } = await challenge(IdToken, 'x');
    const ids = await sendCode(IdToken, email, mfaId);
    const field = (alias: string) =>
      `${alias}: validateEmailVerificationCode(emailVerificationId: "${ids.emailVerificationId}", sessionId: "${ids.sessionId}", mfaId: "${mfaId}", verificationCode: "${wrong(ids.code)}") { status }`;
    const many = await graphql(`mutation { ${['a', 'b', 'c', 'd', 'e', 'f', 'g'].map(field).join(' ')} }`, IdToken);
    const statuses = Object.values(many.body.data!).map((v) => (v as { status: string }).status);
    expect(statuses.filter((s) => s === 'PENDING')).toHaveLength(4);
    expect(statuses.filter((s) => s === 'DENIED')).toHaveLength(3);
    expect((await validate(IdToken, mfaId, ids, ids.code)).body.data).toEqual({
      validateEmailVerificationCode: { success: false, status: 'DENIED' },
    });
    // A new check (another challenge, even on a remembered device) cannot start the count again.
    expect((await challenge(IdToken, 'x')).decision).toBe('DENY');
    expect(
      (await graphql(`{ emailVerificationQuery(mfaId: "${mfaId}") { sessionId } }`, IdToken)).body.errors?.[0]?.message,
    ).toBe('Too many incorrect codes. This check is locked.');
  });

  it('refuses a resend before the wait, then sends a new code under a new session id; refuses another customer’s check', async () => {
    const email = 'mfa.email@example.com';
    const { IdToken } = await tokensFor(email);
    const { mfaId } = await challenge(IdToken, 'y');
    const ids = await sendCode(IdToken, email, mfaId);
    // Asking again hands back the code in flight: no new mail, no new count of tries.
    expect(
      (await graphql(`{ emailVerificationQuery(mfaId: "${mfaId}") { emailVerificationId sessionId } }`, IdToken)).body
        .data,
    ).toEqual({
      emailVerificationQuery: { emailVerificationId: ids.emailVerificationId, sessionId: ids.sessionId },
    });
    expect(
      (await graphql(`mutation { emailResendCode(mfaId: "${mfaId}") { success sessionId } }`, IdToken)).body.errors?.[0]
        ?.message,
    ).toBe('Please wait 30 seconds before asking for a new code.');
    await testHook('flags/cng', {
      method: 'PUT',
      body: { timeouts: { verification: { otp_email: 0 }, session: { idleSeconds: 840, promptSeconds: 60 } } },
    });
    try {
      const { result: resent, mail } = await mailFrom(email, /Your verification code/, () =>
        graphql(`mutation { emailResendCode(mfaId: "${mfaId}") { success sessionId } }`, IdToken),
      );
      const { sessionId } = resent.body.data!.emailResendCode as { sessionId: string };
      expect(sessionId).not.toBe(ids.sessionId);
      const code = /code is (\d{6})/.exec(mail.text)![1]!;
      expect((await validate(IdToken, mfaId, ids, code)).body.data).toEqual({
        validateEmailVerificationCode: { success: false, status: 'EXPIRED' },
      });
      expect((await validate(IdToken, mfaId, { ...ids, sessionId }, code)).body.data).toEqual({
        validateEmailVerificationCode: { success: true, status: 'APPROVED' },
      });
    } finally {
      // Only what this test changed: other files' tests run at the same time, with flags of their own.
      await testHook('flags/cng', {
        method: 'PUT',
        body: { timeouts: { verification: { otp_email: 30 }, session: { idleSeconds: 840, promptSeconds: 60 } } },
      });
    }
    const other = await tokensFor('maria.lopez@example.com');
    expect(
      (await graphql(`{ emailVerificationQuery(mfaId: "${mfaId}") { sessionId } }`, other.IdToken)).body.errors?.[0]
        ?.message,
    ).toBe('Unknown MFA check');
  });

  it('sends phone codes to a labelled SMS address: a wrong code leaves tries, the right one is OTP_VALID; the 5th wrong is OTP_EXCEEDED', async () => {
    const email = 'mfa.phone@example.com';
    const { IdToken } = await tokensFor(email);
    const { mfaId } = await challenge(IdToken, 'phone-1');
    expect(
      (await graphql(`{ emailVerificationQuery(mfaId: "${mfaId}") { sessionId } }`, IdToken)).body.errors?.[0]?.message,
    ).toBe('This check does not use an email code.');
    expect((await graphql(`{ otpSearch(mfaId: "${mfaId}") { status phoneNumberMasked } }`, IdToken)).body.data).toEqual(
      { otpSearch: { status: null, phoneNumberMasked: '(•••) •••-0142' } },
    );
    const sent = Date.now();
    expect(
      (await graphql(`mutation { otpSendCode(mfaId: "${mfaId}") { phoneNumberMasked } }`, IdToken)).body.data,
    ).toEqual({ otpSendCode: { phoneNumberMasked: '(•••) •••-0142' } });
    const text = await latestMail(
      '6145550142@sms.portal.test',
      /\[Text message to \(•••\) •••-0142\] Your verification code/,
      sent - 1000,
    );
    // Mailed as a text by the mail stand-in, or received by the stand-in of Amazon SNS (TEST_PROVIDERS=stand-ins).
    expect(text.text).toMatch(/^TEXT MESSAGE \((local stand-in for SMS|received by the stand-in of Amazon SNS)\)\n/);
    const code = /code is (\d{6})/.exec(text.text)![1]!;
    const verify = (given: string) =>
      graphql(
        `mutation { otpVerifyCode(mfaId: "${mfaId}", verificationCode: "${given}") { success status attemptsLeft } }`,
        IdToken,
      );
    expect((await graphql('{ me { mfaPassed } }', IdToken)).body.data).toEqual({ me: { mfaPassed: false } });
    expect((await verify(wrong(code))).body.data).toEqual({
      otpVerifyCode: { success: false, status: null, attemptsLeft: 4 },
    });
    expect((await verify(code)).body.data).toEqual({
      otpVerifyCode: { success: true, status: 'OTP_VALID', attemptsLeft: 4 },
    });
    expect((await graphql(`{ otpSearch(mfaId: "${mfaId}") { status } }`, IdToken)).body.data).toEqual({
      otpSearch: { status: 'OTP_VALID' },
    });
    expect((await graphql('{ me { mfaPassed } }', IdToken)).body.data).toEqual({ me: { mfaPassed: true } });
    // The code is single use.
    expect((await verify(code)).body.data).toEqual({
      otpVerifyCode: { success: false, status: 'OTP_EXPIRED', attemptsLeft: 0 },
    });

    const second = await challenge(IdToken, 'phone-2');
    await graphql(`mutation { otpSendCode(mfaId: "${second.mfaId}") { phoneNumberMasked } }`, IdToken);
    const results: unknown[] = [];
    for (let i = 0; i < 5; i += 1) {
      const answer = await graphql(
        `mutation { otpVerifyCode(mfaId: "${second.mfaId}", verificationCode: "99999999") { status attemptsLeft } }`,
        IdToken,
      );
      results.push(answer.body.data!.otpVerifyCode);
    }
    expect(results.at(3)).toEqual({ status: null, attemptsLeft: 1 });
    expect(results.at(4)).toEqual({ status: 'OTP_EXCEEDED', attemptsLeft: 0 });
    expect((await graphql(`{ otpSearch(mfaId: "${second.mfaId}") { status } }`, IdToken)).body.data).toEqual({
      otpSearch: { status: 'OTP_EXCEEDED' },
    });
  });

  it('answers nothing but the check itself until this sign-in has passed it', async () => {
    const email = 'mfa.email@example.com';
    const { IdToken } = await tokensFor(email);
    const gated = async () => (await graphql('{ getCurrentDate }', IdToken)).body.errors?.[0]?.message;
    expect(await gated()).toBe('Please finish verifying your identity first.');
    const { mfaId } = await challenge(IdToken, 'gate-1');
    const ids = await sendCode(IdToken, email, mfaId);
    await validate(IdToken, mfaId, ids, ids.code);
    expect(await gated()).toBeUndefined();
    // A new sign-in owes its own check; customers the rule does not pick are never held.
    const again = await tokensFor(email);
    expect((await graphql('{ getCurrentDate }', again.IdToken)).body.errors?.[0]?.message).toBe(
      'Please finish verifying your identity first.',
    );
    const maria = await tokensFor('maria.lopez@example.com');
    expect((await graphql('{ getCurrentDate }', maria.IdToken)).body.errors).toBeUndefined();
  });

  it('forgets remembered devices when the password is reset', async () => {
    const email = 'mfa.email@example.com';
    const browser = await rememberedBrowser(email, 'tablet-3');
    expect((await challengeWith(browser.IdToken, 'tablet-3', browser.cookie)).decision).toBe('BYPASS');

    const asked = Date.now();
    await cognito('ForgotPassword', { Username: email });
    const reset = /change-password\/(\d{6})\//.exec(
      (await latestMail(email, /Reset your password/, asked - 1000)).text,
    )![1];
    await cognito('ConfirmForgotPassword', { Username: email, ConfirmationCode: reset, Password: 'Fresh#2027' });
    const again = await tokensFor(email, 'Fresh#2027');
    expect((await challengeWith(again.IdToken, 'tablet-3', browser.cookie)).decision).toBe('OTP_EMAIL');
  });
});
