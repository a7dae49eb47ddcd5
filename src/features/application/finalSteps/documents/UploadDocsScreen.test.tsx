// /application/upload-docs in the whole app with a real store, the application socket and the upload played by
// fakes: the documents asked for, a file's progress and its receipt, a file refused by the server with its message,
// a file too large refused before it is sent, and the move on to the e-sign once the state no longer waits.
import { act, screen, waitFor, within } from '@testing-library/react';
import { MAX_DOCUMENT_BYTES } from '../../../../lib/rules/documentUploads';
import userEvent from '@testing-library/user-event';
import { signInApplicant } from '../../../../../tests/support/applicantPage';
import { applicationRecord } from '../../../../../tests/support/applicationRecord';
import { fakeSockets } from '../../../../../tests/support/fakeSocket';
import { renderAppIn } from '../../../../../tests/support/renderApp';
import type { Language } from '../../../../lib/rules/language';
import type { UploadResult } from '../../../../services/services';

const chunkLoad = { timeout: 5000 };
const email = 'ivy.long@example.com';
const applicant = { email, firstName: 'Ivy', lastName: 'Long' };
const waiting = {
  status: 'PENDING_ESIGN',
  isPendingEsign: true,
  isPendingDocuments: true,
  pendingDocuments: ['ID_FRONT', 'ID_BACK', 'PROOF_OF_ADDRESS'],
  isEsignDisabled: true,
  eSignDisabledReasons: [
    'We need a photo of your ID and a proof of your address before you can sign your loan agreement.',
  ],
};

const record = applicationRecord({
  status: 'APPROVED',
  applicationState: 'PENDING_ESIGN',
  identityVerification: { id: 'idv-1', status: 'OPTED_OUT', userToken: null, reason: null, scansLeft: 3 },
  loanApplicationProgress: { applicationUrl: '/application/transition' },
});

async function open(language: Language = 'en') {
  const { auth } = signInApplicant(applicant, record);
  const sockets = fakeSockets([[{ message: waiting }]]);
  const view = await renderAppIn(language, '/application/upload-docs', { auth, sockets });
  const sent: {
    url: string;
    token: string;
    kind: FormDataEntryValue | null;
    finish: (result: UploadResult) => void;
    fail: () => void;
    progress: (loaded: number) => void;
  }[] = [];
  view.services.uploads.send = (request, onProgress) => {
    let finish: (result: UploadResult) => void = () => undefined;
    let fail: () => void = () => undefined;
    const done = new Promise<UploadResult>((resolve, reject) => {
      finish = resolve;
      fail = () => reject(new Error('The upload did not reach the server'));
    });
    sent.push({
      url: request.url,
      token: request.token,
      kind: request.form.get('kind'),
      finish,
      fail,
      progress: (loaded) => onProgress({ loaded, total: 1000 }),
    });
    return { done, abort: () => undefined };
  };
  return { sockets, sent, navigate: view.services.navigate };
}

const photo = (name: string, bytes = 1000) => new File([new Uint8Array(bytes)], name, { type: 'image/jpeg' });
const row = (label: RegExp) => screen.getByText(label).closest('li')!;

describe('/application/upload-docs', () => {
  it('uploads each document with its progress, shows a refusal, and moves on to the e-sign once all are in', async () => {
    const user = userEvent.setup();
    const { sockets, sent } = await open();
    expect(await screen.findByText(/You chose to show your ID another way/, {}, chunkLoad)).toBeInTheDocument();
    expect(
      screen.getByText('For each one, choose a photo (JPEG, PNG or HEIC) or a PDF, up to 10 MB.'),
    ).toBeInTheDocument();

    // The front: its progress, then received.
    await user.upload(screen.getByLabelText('Front of your driver’s license or state ID'), photo('front.jpg'));
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ url: '/api/applications/app-1/documents', kind: 'ID_FRONT' });
    expect(sent[0]!.token).toBeTruthy();
    await act(async () => sent[0]!.progress(450));
    expect(await within(row(/^Front of/)).findByRole('progressbar', { name: 'Uploading: 45%' })).toHaveAttribute(
      'value',
      '45',
    );
    await act(async () =>
      sent[0]!.finish({
        status: 201,
        body: { kind: 'ID_FRONT', mediaType: 'image/jpeg', pending: ['ID_BACK', 'PROOF_OF_ADDRESS'] },
      }),
    );
    expect(await within(row(/^Front of/)).findByText('✓ Received')).toBeInTheDocument();

    // The back: refused by the server, with why; the file can be chosen again.
    await user.upload(screen.getByLabelText('Back of your driver’s license or state ID'), photo('back.jpg'));
    await act(async () =>
      sent[1]!.finish({
        status: 400,
        body: { error: 'This file is not a PDF, JPEG, PNG or HEIC file. Choose a photo or a PDF of the document.' },
      }),
    );
    const back = screen.getByLabelText('Back of your driver’s license or state ID');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This file is not a PDF, JPEG, PNG or HEIC file. Choose a photo or a PDF of the document.',
    );
    expect(back).toHaveAccessibleDescription(
      'This file is not a PDF, JPEG, PNG or HEIC file. Choose a photo or a PDF of the document.',
    );
    expect(back).toBeEnabled();

    // Too large: refused before it is sent.
    const large = photo('bill.jpg');
    Object.defineProperty(large, 'size', { value: 10 * 1024 * 1024 + 1 });
    await user.upload(screen.getByLabelText(/^Proof of address/), large);
    expect(await within(row(/^Proof of address/)).findByRole('alert')).toHaveTextContent(
      'This file is larger than 10 MB. Choose a smaller photo or scan.',
    );
    expect(sent).toHaveLength(2);

    // The rest, then the state pushed no longer waits: on to the e-sign.
    await user.upload(back, photo('back.jpg'));
    await act(async () =>
      sent[2]!.finish({
        status: 201,
        body: { kind: 'ID_BACK', mediaType: 'image/jpeg', pending: ['PROOF_OF_ADDRESS'] },
      }),
    );
    await user.upload(screen.getByLabelText(/^Proof of address/), photo('bill.jpg'));
    await act(async () =>
      sent[3]!.finish({ status: 201, body: { kind: 'PROOF_OF_ADDRESS', mediaType: 'image/jpeg', pending: [] } }),
    );
    expect(
      await screen.findByText('We have all your documents. Taking you to sign your loan agreement…'),
    ).toBeInTheDocument();
    act(() =>
      sockets.opened[0]!.play({
        message: { status: 'PENDING_ESIGN', isPendingEsign: true, isPendingDocuments: false, pendingDocuments: [] },
      }),
    );
    expect(await screen.findByRole('button', { name: 'Sign my loan agreement' }, chunkLoad)).toBeInTheDocument();
  });

  it('says an upload that did not reach the server failed, beside its document, and stays on the page', async () => {
    const user = userEvent.setup();
    const { sent, navigate } = await open();
    const front = await screen.findByLabelText('Front of your driver’s license or state ID', {}, chunkLoad);
    await user.upload(front, photo('front.jpg'));
    await act(async () => sent[0]!.fail());
    expect(await within(row(/^Front of/)).findByRole('alert')).toHaveTextContent(
      'The upload did not finish. Check your connection and choose the file again.',
    );
    expect(screen.getByLabelText('Front of your driver’s license or state ID')).toBeEnabled();
    expect(navigate.pathname()).toBe('/application/upload-docs');
  });

  it('refuses an empty file and one over 10 MB before anything is sent, beside its document', async () => {
    const user = userEvent.setup();
    const { sent } = await open();
    const front = await screen.findByLabelText('Front of your driver’s license or state ID', {}, chunkLoad);
    await user.upload(front, photo('front.jpg', 0));
    expect(await within(row(/^Front of/)).findByRole('alert')).toHaveTextContent(
      'This file is empty. Choose a photo or a PDF of the document.',
    );
    await user.upload(front, photo('front.jpg', MAX_DOCUMENT_BYTES + 1));
    expect(await within(row(/^Front of/)).findByRole('alert')).toHaveTextContent(
      'This file is larger than 10 MB. Choose a smaller photo or scan.',
    );
    expect(sent).toEqual([]);
    // A file of a size the server takes, chosen after them, is sent.
    await user.upload(front, photo('front.jpg'));
    await waitFor(() => expect(sent).toHaveLength(1));
  });
});

describe('/application/upload-docs in Spanish', () => {
  it('names the documents, the progress and each refusal (the server’s and the page’s own) in Spanish', async () => {
    const user = userEvent.setup();
    const { sent } = await open('es');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Suba sus documentos' }, chunkLoad),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Para cada uno, elija una foto (JPEG, PNG o HEIC) o un PDF, de hasta 10 MB.'),
    ).toBeInTheDocument();
    await user.upload(
      screen.getByLabelText('Frente de su licencia de conducir o identificación estatal'),
      photo('front.jpg'),
    );
    await act(async () => sent[0]!.progress(450));
    expect(await within(row(/^Frente de/)).findByRole('progressbar', { name: 'Subiendo: 45%' })).toBeInTheDocument();
    await act(async () =>
      sent[0]!.finish({
        status: 201,
        body: { kind: 'ID_FRONT', mediaType: 'image/jpeg', pending: ['ID_BACK', 'PROOF_OF_ADDRESS'] },
      }),
    );
    expect(await within(row(/^Frente de/)).findByText('✓ Recibido')).toBeInTheDocument();
    // The server's refusal comes in English and is said in Spanish; the page's own refusal too.
    await user.upload(
      screen.getByLabelText('Reverso de su licencia de conducir o identificación estatal'),
      photo('back.jpg'),
    );
    await act(async () =>
      sent[1]!.finish({
        status: 400,
        body: { error: 'This file is not a PDF, JPEG, PNG or HEIC file. Choose a photo or a PDF of the document.' },
      }),
    );
    expect(await within(row(/^Reverso de/)).findByRole('alert')).toHaveTextContent(
      'Este archivo no es un PDF ni una imagen JPEG, PNG o HEIC. Elija una foto o un PDF del documento.',
    );
    await user.upload(screen.getByLabelText(/^Comprobante de domicilio/), photo('bill.jpg', 0));
    expect(await within(row(/^Comprobante de domicilio/)).findByRole('alert')).toHaveTextContent(
      'Este archivo está vacío. Elija una foto o un PDF del documento.',
    );
  });
});
