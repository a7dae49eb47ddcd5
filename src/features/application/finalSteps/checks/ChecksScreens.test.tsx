// /otp, /identity and /mfa/verification-failed rendered in the whole app with a real store and a fake back end: the
// code texted and checked (a wrong code, then the right one, on to the ID), the carrier's check (off to its page, and
// what it says on the way back), too many wrong codes, the ID scan (off to the scan's page), its result (verified,
// failed with the scans left, not finished), and the opt-out with what a lender asks instead.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signInApplicant } from '../../../../../tests/support/applicantPage';
import { applicationRecord } from '../../../../../tests/support/applicationRecord';
import { renderApp, renderAppIn } from '../../../../../tests/support/renderApp';

const chunkLoad = { timeout: 5000 };
const email = 'owen.price@example.com';
const applicant = { email, firstName: 'Owen', lastName: 'Price' };

const record = (overrides: Record<string, unknown> = {}) =>
  applicationRecord({
    contactInformation: {
      address: null,
      phones: [
        { type: 'H', number: '6145550111' },
        { type: 'C', number: '6145550142' },
      ],
      emails: [],
    },
    phoneVerification: { verified: false, method: null, phoneNumberMasked: '(•••) •••-0142' },
    loanApplicationProgress: { applicationUrl: '/application/otp' },
    ...overrides,
  });

function open(
  path: string,
  options: { application?: ReturnType<typeof record>; answers?: Record<string, unknown> } = {},
) {
  const { backend, auth } = signInApplicant(applicant, options.application ?? record(), {
    SaveLoanApplicationProgress: { saveLoanApplicationProgress: { success: true } },
    OtpSearch: { otpSearch: { status: null, phoneNumberMasked: '(•••) •••-0142' } },
    OtpSendCode: { otpSendCode: { status: null, phoneNumberMasked: '(•••) •••-0142' } },
    ...options.answers,
  });
  const view = renderApp(path, { auth });
  return { backend, view };
}

const verified = { phoneVerification: { verified: true, method: 'CODE', phoneNumberMasked: '(•••) •••-0142' } };

describe('/otp: the mobile number', () => {
  it('texts a code to the mobile number, refuses a wrong one, and goes on to the ID with the right one', async () => {
    const user = userEvent.setup();
    let tries = 0;
    const { backend } = open('/application/otp', {
      answers: {
        OtpVerifyCode: () => ({
          otpVerifyCode:
            (tries += 1) === 1
              ? { success: false, status: null, attemptsLeft: 4 }
              : { success: true, status: 'OTP_VALID', attemptsLeft: 4 },
        }),
        ApplicationById: { application: record(verified) },
      },
    });
    expect(await screen.findByText('(•••) •••-0142', {}, chunkLoad)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Verify your mobile number' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Text me a code' }));
    expect(
      await screen.findByText(
        'We texted a verification code to (•••) •••-0142. Enter it below. The code expires in 10 minutes.',
      ),
    ).toBeInTheDocument();
    expect(backend.calls.find((call) => call.operation === 'OtpSendCode')?.input).toEqual({ applicationId: 'app-1' });

    const code = screen.getByLabelText('Verification Code');
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Verify Code' }));
    expect(
      await screen.findByText('Verification failed. Please make sure the code was entered correctly and try again.'),
    ).toBeInTheDocument();
    expect(code).toHaveValue('');
    await user.type(code, '654321');
    await user.click(screen.getByRole('button', { name: 'Verify Code' }));
    expect(await screen.findByRole('button', { name: 'Scan my ID' }, chunkLoad)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Verify your identity' })).toBeInTheDocument();
    expect(backend.calls.filter((call) => call.operation === 'OtpVerifyCode').map((call) => call.input)).toEqual([
      { applicationId: 'app-1', verificationCode: '123456' },
      { applicationId: 'app-1', verificationCode: '654321' },
    ]);
    expect(backend.calls.find((call) => call.operation === 'SaveLoanApplicationProgress')?.input).toEqual({
      id: 'app-1',
      applicationUrl: '/application/identity',
    });
  });

  it('ends at /mfa/verification-failed after too many wrong codes, with the way to call', async () => {
    const user = userEvent.setup();
    open('/application/otp', {
      answers: { OtpVerifyCode: { otpVerifyCode: { success: false, status: 'OTP_EXCEEDED', attemptsLeft: 0 } } },
    });
    await user.click(await screen.findByRole('button', { name: 'Text me a code' }, chunkLoad));
    await user.type(await screen.findByLabelText('Verification Code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify Code' }));
    expect(await screen.findByText(/Too many incorrect codes were entered/, {}, chunkLoad)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'We could not verify your mobile number' })).toBeInTheDocument();
    expect(screen.getByText(/Call us at/)).toBeInTheDocument();
  });

  it('goes to the carrier’s check with the mobile number (not the first one), and says when the carrier could not confirm it', async () => {
    const user = userEvent.setup();
    const { backend, view } = open('/application/otp?carrier=unconfirmed', {
      answers: { CarrierCheckLink: { generateBokuEVURL: { url: 'http://cng.localhost:8080/stand-in/boku/abc.def' } } },
    });
    expect(
      await screen.findByText(
        'Your mobile carrier could not confirm that this number is yours. Verify it with a code by text message instead.',
        {},
        chunkLoad,
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Verify with my mobile carrier instead' }));
    await screen.findByRole('button', { name: 'Processing, please wait...' });
    expect(view.left).toEqual(['http://cng.localhost:8080/stand-in/boku/abc.def']);
    expect(backend.calls.find((call) => call.operation === 'CarrierCheckLink')?.input).toEqual({
      applicationId: 'app-1',
      phoneNumber: '6145550142',
    });
  });

  it('shows a verified number and goes on with Continue', async () => {
    const user = userEvent.setup();
    open('/application/otp?carrier=verified', { application: record(verified) });
    expect(
      await screen.findByText('Your mobile number (•••) •••-0142 is verified.', {}, chunkLoad),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('button', { name: 'Scan my ID' }, chunkLoad)).toBeInTheDocument();
  });
});

describe('/identity: the photo ID', () => {
  const atIdentity = (identityVerification: unknown = null) =>
    record({ ...verified, identityVerification, loanApplicationProgress: { applicationUrl: '/application/identity' } });

  it('starts a scan and goes to the scan’s page with its user token', async () => {
    const user = userEvent.setup();
    const token = 'a'.repeat(32);
    const { view } = open('/application/identity', {
      application: atIdentity(),
      answers: {
        StartIdentityVerification: {
          startIdentityVerification: { id: 'idv-1', status: 'PENDING', userToken: token, reason: null, scansLeft: 2 },
        },
      },
    });
    expect(
      await screen.findByText(
        'To protect you from identity theft, we check your photo ID against what you told us.',
        {},
        chunkLoad,
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Scan my ID' }));
    await screen.findByRole('button', { name: 'Processing, please wait...' });
    expect(view.left).toEqual([`/stand-in/id-scan/${token}`]);
  });

  it('reads a verified scan on the way back and goes on to the documents before submission', async () => {
    const user = userEvent.setup();
    const { backend } = open('/application/identity/verify?scan=done', {
      application: atIdentity(),
      answers: {
        IdentityVerification: {
          searchIntellicheckVerification: {
            id: 'idv-1',
            status: 'VERIFIED',
            userToken: null,
            reason: null,
            scansLeft: 2,
          },
        },
      },
    });
    expect(await screen.findByText('Your ID is verified.', {}, chunkLoad)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { name: 'Read and agree to your documents' }, chunkLoad);
    expect(backend.calls.find((call) => call.operation === 'SaveLoanApplicationProgress')?.input).toEqual({
      id: 'app-1',
      applicationUrl: '/application/agreements',
    });
  });

  it('says why a scan failed and how many are left; with none left only the other way remains', async () => {
    const reason =
      'We could not read your ID. Make sure the whole ID is in the picture, in good light and without glare.';
    open('/application/identity/verify?scan=done', {
      application: atIdentity(),
      answers: {
        IdentityVerification: {
          searchIntellicheckVerification: { id: 'idv-1', status: 'FAILED', userToken: null, reason, scansLeft: 1 },
        },
      },
    });
    expect(await screen.findByText(reason, {}, chunkLoad)).toBeInTheDocument();
    expect(screen.getByText('You can scan your ID 1 more time.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Scan my ID again' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Show my ID another way' })).toHaveAttribute(
      'href',
      '/application/identity/opt-out',
    );
  });

  it('offers no scan when none is left', async () => {
    open('/application/identity/verify', {
      application: atIdentity(),
      answers: {
        IdentityVerification: {
          searchIntellicheckVerification: {
            id: 'idv-1',
            status: 'FAILED',
            userToken: null,
            reason: 'The ID you scanned has expired. Scan an ID that is still valid.',
            scansLeft: 0,
          },
        },
      },
    });
    expect(
      await screen.findByText('You have no scans left. You can still show your ID another way.', {}, chunkLoad),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Scan/ })).not.toBeInTheDocument();
  });

  it('says an ended scan has ended and offers a new one', async () => {
    open('/application/identity/verify?scan=expired', {
      application: atIdentity(),
      answers: {
        IdentityVerification: {
          searchIntellicheckVerification: {
            id: 'idv-1',
            status: 'PENDING',
            userToken: 'b'.repeat(32),
            reason: null,
            scansLeft: 2,
          },
        },
      },
    });
    expect(
      await screen.findByText('That ID scan has ended. Start a new scan, or show your ID another way.', {}, chunkLoad),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Scan my ID' })).toBeEnabled();
  });

  it('opts out: says what is asked instead, and goes on to the documents before submission', async () => {
    const user = userEvent.setup();
    const { backend } = open('/application/identity/opt-out', {
      application: atIdentity(),
      answers: {
        OptOutOfIdentityVerification: {
          optOutOfIdentityVerification: {
            id: 'idv-1',
            status: 'OPTED_OUT',
            userToken: null,
            reason: null,
            scansLeft: 3,
          },
        },
      },
    });
    expect(await screen.findByRole('button', { name: 'Continue without scanning' }, chunkLoad)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Show your ID another way' })).toBeInTheDocument();
    expect(
      screen.getByText('a clear photo of the front and back of your driver’s license or state ID, and'),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'a proof of your address dated in the last 60 days: a utility bill, a bank statement or a lease.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue without scanning' }));
    await screen.findByRole('heading', { name: 'Read and agree to your documents' }, chunkLoad);
    expect(backend.calls.find((call) => call.operation === 'OptOutOfIdentityVerification')?.input).toEqual({
      applicationId: 'app-1',
    });
  });
});

describe('the checks in Spanish', () => {
  const openInSpanish = async (path: string, application: ReturnType<typeof record>) => {
    const { auth } = signInApplicant(applicant, application, {
      OtpSearch: { otpSearch: { status: null, phoneNumberMasked: '(•••) •••-0142' } },
      OtpSendCode: { otpSendCode: { status: null, phoneNumberMasked: '(•••) •••-0142' } },
    });
    return renderAppIn('es', path, { auth });
  };

  it('verifies the mobile number in Spanish', async () => {
    const user = userEvent.setup();
    await openInSpanish('/application/otp', record());
    expect(
      await screen.findByRole('heading', { name: 'Verifique su número de celular' }, chunkLoad),
    ).toBeInTheDocument();
    expect(screen.getByText(/^Su número de celular:/)).toHaveTextContent('Su número de celular: (•••) •••-0142');
    expect(screen.getByText('Pueden aplicarse tarifas por mensajes y datos.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mejor verificar con mi compañía de celular' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Envíenme un código por mensaje de texto' }));
    expect(
      await screen.findByText(
        'Enviamos un código de verificación por mensaje de texto al (•••) •••-0142. Escríbalo abajo. El código vence en 10 minutos.',
      ),
    ).toBeInTheDocument();
  });

  it('says what a lender asks instead of the scan, in Spanish', async () => {
    await openInSpanish(
      '/application/identity/opt-out',
      record({ ...verified, loanApplicationProgress: { applicationUrl: '/application/identity' } }),
    );
    expect(
      await screen.findByRole('heading', { name: 'Muestre su identificación de otra forma' }, chunkLoad),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'una foto clara del frente y el reverso de su licencia de conducir o su identificación estatal, y',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continuar sin escanear' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mejor escanear mi identificación' })).toBeInTheDocument();
  });
});
