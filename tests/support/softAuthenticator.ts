// A passkey authenticator in software, for the contract tests that drive aws-amplify's passkey calls in Node: the
// browser's `navigator.credentials` and the credential classes aws-amplify checks for, over one ES256 key per
// passkey. It answers as a platform authenticator with user verification does ("none" attestation), at one origin
// at a time (the page's). The browser tests use Chromium's own virtual authenticator instead.
import { createHash, createSign, generateKeyPairSync, randomBytes, type KeyObject } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

interface Held {
  id: Buffer;
  rpId: string;
  userHandle: Buffer;
  privateKey: KeyObject;
  counter: number;
}

class FakeAttestationResponse {
  constructor(
    readonly clientDataJSON: ArrayBuffer,
    readonly attestationObject: ArrayBuffer,
    private readonly authenticatorData: ArrayBuffer,
  ) {}
  getTransports = () => ['internal', 'hybrid'];
  getPublicKeyAlgorithm = () => -7;
  getAuthenticatorData = () => this.authenticatorData;
  getPublicKey = () => null;
}

class FakeAssertionResponse {
  constructor(
    readonly clientDataJSON: ArrayBuffer,
    readonly authenticatorData: ArrayBuffer,
    readonly signature: ArrayBuffer,
    readonly userHandle: ArrayBuffer,
  ) {}
}

class FakePublicKeyCredential {
  readonly type = 'public-key';
  readonly authenticatorAttachment = 'platform';
  constructor(
    readonly rawId: ArrayBuffer,
    readonly response: FakeAttestationResponse | FakeAssertionResponse,
  ) {}
  get id() {
    return Buffer.from(this.rawId).toString('base64url');
  }
  getClientExtensionResults = () => ({});
}

const buffer = (bytes: Uint8Array): ArrayBuffer =>
  bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
const bytesOf = (source: BufferSource): Buffer =>
  ArrayBuffer.isView(source) ? Buffer.from(source.buffer, source.byteOffset, source.byteLength) : Buffer.from(source);
const counterBytes = (counter: number) => {
  const out = Buffer.alloc(4);
  out.writeUInt32BE(counter);
  return out;
};
const notAllowed = () =>
  Object.assign(new Error('The operation either timed out or was not allowed.'), { name: 'NotAllowedError' });

export interface SoftAuthenticator {
  /** The page's origin: what the client data says, and what the service is sent as Origin. */
  origin: string;
  /** The passkeys it holds, by relying party. */
  held: () => { id: string; rpId: string; counter: number }[];
  /** The last assertion it made, as aws-amplify sent it (for replaying). */
  lastAssertion: () => string | null;
  /** Puts the browser's globals in place (aws-amplify checks them per call) and the Origin on the service's calls. */
  install: () => void;
  uninstall: () => void;
}

export function createSoftAuthenticator(origin: string): SoftAuthenticator {
  const passkeys: Held[] = [];
  let last: string | null = null;
  const realFetch = globalThis.fetch;
  const state = { origin };

  function clientData(type: string, challenge: BufferSource) {
    return Buffer.from(
      JSON.stringify({
        type,
        challenge: bytesOf(challenge).toString('base64url'),
        origin: state.origin,
        crossOrigin: false,
      }),
    );
  }

  async function create({ publicKey }: { publicKey: PublicKeyCredentialCreationOptions }) {
    const rpId = publicKey.rp.id ?? new URL(state.origin).hostname;
    const excluded = (publicKey.excludeCredentials ?? []).map((c) => bytesOf(c.id).toString('base64url'));
    if (passkeys.some((p) => p.rpId === rpId && excluded.includes(p.id.toString('base64url'))))
      throw Object.assign(new Error('The authenticator already holds a passkey for this account.'), {
        name: 'InvalidStateError',
      });
    const { privateKey, publicKey: key } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const jwk = key.export({ format: 'jwk' });
    const cose = isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(jwk.x!, 'base64url')],
        [-3, Buffer.from(jwk.y!, 'base64url')],
      ]),
    );
    const id = randomBytes(16);
    const credentialLength = Buffer.alloc(2);
    credentialLength.writeUInt16BE(id.length);
    const authData = Buffer.concat([
      createHash('sha256').update(rpId).digest(),
      Buffer.from([0x45]), // user present, user verified, attested credential data
      counterBytes(0),
      Buffer.alloc(16), // AAGUID
      credentialLength,
      id,
      Buffer.from(cose),
    ]);
    const attestation = isoCBOR.encode(
      new Map<string, string | Map<string, string> | Uint8Array>([
        ['fmt', 'none'],
        ['attStmt', new Map<string, string>()],
        ['authData', new Uint8Array(authData)],
      ]),
    );
    passkeys.push({ id, rpId, userHandle: bytesOf(publicKey.user.id), privateKey, counter: 0 });
    return new FakePublicKeyCredential(
      buffer(id),
      new FakeAttestationResponse(
        buffer(clientData('webauthn.create', publicKey.challenge)),
        buffer(attestation),
        buffer(authData),
      ),
    );
  }

  async function get({ publicKey }: { publicKey: PublicKeyCredentialRequestOptions }) {
    const rpId = publicKey.rpId ?? new URL(state.origin).hostname;
    const allowed = (publicKey.allowCredentials ?? []).map((c) => bytesOf(c.id).toString('base64url'));
    const passkey = passkeys.find((p) => p.rpId === rpId && allowed.includes(p.id.toString('base64url')));
    if (!passkey) throw notAllowed();
    passkey.counter += 1;
    const authData = Buffer.concat([
      createHash('sha256').update(rpId).digest(),
      Buffer.from([0x05]), // user present, user verified
      counterBytes(passkey.counter),
    ]);
    const data = clientData('webauthn.get', publicKey.challenge);
    const signature = createSign('sha256')
      .update(Buffer.concat([authData, createHash('sha256').update(data).digest()]))
      .sign(passkey.privateKey);
    return new FakePublicKeyCredential(
      buffer(passkey.id),
      new FakeAssertionResponse(buffer(data), buffer(authData), buffer(signature), buffer(passkey.userHandle)),
    );
  }

  const globals = globalThis as Record<string, unknown>;
  return {
    get origin() {
      return state.origin;
    },
    set origin(value: string) {
      state.origin = value;
    },
    held: () => passkeys.map((p) => ({ id: p.id.toString('base64url'), rpId: p.rpId, counter: p.counter })),
    lastAssertion: () => last,
    install() {
      globals.window = { document: {}, isSecureContext: true, PublicKeyCredential: FakePublicKeyCredential };
      globals.PublicKeyCredential = FakePublicKeyCredential;
      globals.AuthenticatorAttestationResponse = FakeAttestationResponse;
      globals.AuthenticatorAssertionResponse = FakeAssertionResponse;
      Object.defineProperty(globalThis, 'navigator', {
        value: { credentials: { create, get } },
        configurable: true,
        writable: true,
      });
      globalThis.fetch = async (input, init) => {
        const headers = new Headers(init?.headers);
        if (!headers.has('origin')) headers.set('origin', state.origin);
        const body = typeof init?.body === 'string' ? init.body : '';
        if (body.includes('"WEB_AUTHN"') && body.includes('CREDENTIAL')) last = body;
        return realFetch(input, { ...init, headers });
      };
    },
    uninstall() {
      for (const name of [
        'window',
        'PublicKeyCredential',
        'AuthenticatorAttestationResponse',
        'AuthenticatorAssertionResponse',
      ])
        delete globals[name];
      Object.defineProperty(globalThis, 'navigator', { value: undefined, configurable: true, writable: true });
      globalThis.fetch = realFetch;
    },
  };
}
