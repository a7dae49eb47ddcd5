// /upload-docs on the server: an approved applicant who showed their ID another way waits for documents (the state
// says which, the e-sign is refused); each upload is checked by content (a text file named .pdf is refused), size,
// emptiness and the virus-scan seam (the EICAR test file); only the borrower's own application takes them, only the
// documents asked for, and once the last is in the state pushed to the socket no longer waits and the loan is signed.
import { agreedTo, atStepFour, checksDone } from '../../tests/support/applicationClient';
import { listen, stateIs } from '../../tests/support/applicationSocketClient';
import { HEIC, JPEG, onePagePdf } from '../../tests/support/documentFiles';
import { graphql, tokensFor } from '../../tests/support/serverClient';

const serverUrl = () => process.env.TEST_SERVER_URL!;
const SUBMIT = 'mutation Submit($id: ID!) { submitApplication(id: $id) { applicationState } }';
const ESIGN = 'mutation Sign($id: ID!) { esignApplication(id: $id) { applicationState } }';

async function upload(
  token: string | null,
  id: string,
  kind: string | null,
  bytes: Uint8Array<ArrayBuffer>,
  name = 'document.pdf',
) {
  const form = new FormData();
  if (kind !== null) form.append('kind', kind);
  form.append('file', new Blob([bytes]), name);
  const response = await fetch(`${serverUrl()}/api/applications/${id}/documents`, {
    method: 'POST',
    headers: token ? { authorization: token } : {},
    body: form,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

let PDF: Uint8Array<ArrayBuffer>;
beforeAll(async () => {
  PDF = Uint8Array.from(await onePagePdf());
});
const EICAR_PDF = new TextEncoder().encode(
  '%PDF-1.7\nX5O!P%@AP[4\\PZX54(P^)7CC)7}$EICAR-STANDARD-ANTIVIRUS-TEST-FILE!$H+H*\n%%EOF\n',
);

jest.setTimeout(40_000);

async function waitingForDocuments() {
  const applicant = await atStepFour();
  await graphql(
    'mutation C($id: ID!) { saveLoanSelection(id: $id, productCode: "ILP", loanAmount: 1000, termMonths: 12) { id } }',
    applicant.token,
    'cng',
    { id: applicant.id },
  );
  await checksDone(applicant.token, applicant.id, { optOut: true });
  const heard = listen(applicant.token, applicant.id, stateIs('PENDING_ESIGN'));
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect((await graphql(SUBMIT, applicant.token, 'cng', { id: applicant.id })).body.errors).toBeUndefined();
  return { ...applicant, last: (await heard).messages.at(-1)!.body.applicationState };
}

describe('documents before signing', () => {
  it('waits for the ID and a proof of address, refuses bad files, takes good ones, and then lets the borrower sign', async () => {
    const { token, id, last } = await waitingForDocuments();
    expect(last).toMatchObject({
      status: 'PENDING_ESIGN',
      isPendingDocuments: true,
      pendingDocuments: ['ID_FRONT', 'ID_BACK', 'PROOF_OF_ADDRESS'],
      isEsignDisabled: true,
      eSignDisabledReasons: [
        'We need a photo of your ID and a proof of your address before you can sign your loan agreement.',
      ],
    });
    expect((await graphql(ESIGN, token, 'cng', { id })).body.errors?.[0]?.message).toBe(
      'We need a photo of your ID and a proof of your address before you can sign your loan agreement.',
    );

    // Refused, each with its message, and nothing kept.
    expect(
      await upload(token, id, 'ID_FRONT', new TextEncoder().encode('just some text, not a PDF'), 'license.pdf'),
    ).toEqual({
      status: 400,
      body: { error: 'This file is not a PDF, JPEG, PNG or HEIC file. Choose a photo or a PDF of the document.' },
    });
    expect(await upload(token, id, 'ID_FRONT', new Uint8Array(0))).toEqual({
      status: 400,
      body: { error: 'This file is empty. Choose a photo or a PDF of the document.' },
    });
    const tooLarge = new Uint8Array(10 * 1024 * 1024 + 1);
    tooLarge.set(JPEG.subarray(0, 12));
    expect(await upload(token, id, 'ID_FRONT', tooLarge, 'big.jpg')).toEqual({
      status: 413,
      body: { error: 'This file is larger than 10 MB. Choose a smaller photo or scan.' },
    });
    // Issue 30: an executable behind `%PDF-` was taken as a PDF; a file is taken only if it opens as what it claims.
    const unreadable = {
      status: 400,
      body: {
        error:
          'This file could not be opened as a PDF or a photo (it may be damaged or password-protected). Choose another photo or scan of the document.',
      },
    };
    expect(
      await upload(
        token,
        id,
        'ID_FRONT',
        Uint8Array.from(
          Buffer.concat([
            Buffer.from('%PDF-1.7\n'),
            Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]),
            Buffer.alloc(2000, 0x90),
          ]),
        ),
        'front.pdf',
      ),
    ).toEqual(unreadable);
    expect(
      await upload(token, id, 'ID_FRONT', Uint8Array.from([...JPEG.subarray(0, 20), 0xff, 0xd9]), 'front.jpg'),
    ).toEqual(unreadable);
    expect(await upload(token, id, 'PROOF_OF_ADDRESS', EICAR_PDF)).toEqual({
      status: 400,
      body: {
        error: 'This file failed our virus scan and was not kept. Choose another photo or scan of the document.',
      },
    });
    expect(await upload(token, id, 'PASSPORT', PDF)).toEqual({
      status: 400,
      body: { error: 'Choose which document this file is.' },
    });
    expect(await upload(token, id, null, PDF)).toEqual({
      status: 400,
      body: { error: 'Choose which document this file is.' },
    });
    expect((await upload(null, id, 'ID_FRONT', PDF)).status).toBe(401);
    const stranger = await atStepFour();
    expect(await upload(stranger.token, id, 'ID_FRONT', JPEG, 'front.jpg')).toEqual({
      status: 404,
      body: { error: 'No application with this id for this customer' },
    });
    const agent = (await tokensFor('agent.okafor@example.com', 'Agent#2026')).IdToken;
    expect((await upload(agent, id, 'ID_FRONT', JPEG, 'front.jpg')).status).toBe(403);
    expect((await graphql(`{ applicationState(id: "${id}") { pendingDocuments } }`, token)).body.data).toEqual({
      applicationState: { pendingDocuments: ['ID_FRONT', 'ID_BACK', 'PROOF_OF_ADDRESS'] },
    });

    // Taken: the type is the content's (a JPEG named .png is a JPEG).
    expect(await upload(token, id, 'ID_FRONT', JPEG, 'front.png')).toEqual({
      status: 201,
      body: { kind: 'ID_FRONT', mediaType: 'image/jpeg', pending: ['ID_BACK', 'PROOF_OF_ADDRESS'] },
    });
    expect(await upload(token, id, 'ID_FRONT', JPEG, 'front.jpg')).toEqual({
      status: 400,
      body: { error: 'This application is not waiting for documents.' },
    });
    expect(await upload(token, id, 'ID_BACK', HEIC, 'back.heic')).toEqual({
      status: 201,
      body: { kind: 'ID_BACK', mediaType: 'image/heic', pending: ['PROOF_OF_ADDRESS'] },
    });
    const settled = listen(token, id, (message) => message.body.applicationState.isPendingDocuments === false);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await upload(token, id, 'PROOF_OF_ADDRESS', PDF, 'bill.pdf')).toEqual({
      status: 201,
      body: { kind: 'PROOF_OF_ADDRESS', mediaType: 'application/pdf', pending: [] },
    });
    expect((await settled).messages.at(-1)!.body.applicationState).toMatchObject({
      status: 'PENDING_ESIGN',
      isPendingDocuments: false,
      pendingDocuments: [],
      isEsignDisabled: false,
      eSignDisabledReasons: [],
    });
    await agreedTo(token, id, 'APPROVED');
    expect((await graphql(ESIGN, token, 'cng', { id })).body.data).toEqual({
      esignApplication: { applicationState: 'ESIGNING' },
    });
  });

  it('asks no documents of an applicant whose ID was scanned', async () => {
    const applicant = await atStepFour();
    await graphql(
      'mutation C($id: ID!) { saveLoanSelection(id: $id, productCode: "ILP", loanAmount: 1000, termMonths: 12) { id } }',
      applicant.token,
      'cng',
      { id: applicant.id },
    );
    await checksDone(applicant.token, applicant.id);
    const heard = listen(applicant.token, applicant.id, stateIs('PENDING_ESIGN'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    await graphql(SUBMIT, applicant.token, 'cng', { id: applicant.id });
    expect((await heard).messages.at(-1)!.body.applicationState).toMatchObject({
      isPendingDocuments: false,
      pendingDocuments: [],
      isEsignDisabled: false,
    });
    expect(await upload(applicant.token, applicant.id, 'ID_FRONT', JPEG, 'front.jpg')).toEqual({
      status: 400,
      body: { error: 'This application is not waiting for documents.' },
    });
  });
});
