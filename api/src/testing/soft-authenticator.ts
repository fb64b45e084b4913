// A software WebAuthn authenticator for the api's tests (issue 40 §2): an ES256 key pair per
// credential, attestation 'none', and the authenticator data, client data and signatures a
// browser would send, so the relying party's real checks (challenge, origin, RP ID,
// signature, counter) run against real answers. A minimal CBOR writer for the few types
// an attestation object holds.
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';

type TCbor = number | string | Uint8Array | Map<number | string, TCbor>;

function head(major: number, length: number): Buffer {
  if (length < 24) return Buffer.from([(major << 5) | length]);
  if (length < 256) return Buffer.from([(major << 5) | 24, length]);
  if (length < 65536) return Buffer.from([(major << 5) | 25, length >> 8, length & 255]);
  const bytes = Buffer.alloc(5);
  bytes[0] = (major << 5) | 26;
  bytes.writeUInt32BE(length, 1);
  return bytes;
}

export function cbor(value: TCbor): Buffer {
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') {
    const text = Buffer.from(value, 'utf8');
    return Buffer.concat([head(3, text.length), text]);
  }
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), value]);
  const parts = [head(5, value.size)];
  for (const [key, item] of value) parts.push(cbor(key), cbor(item));
  return Buffer.concat(parts);
}

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest();
const b64 = (data: Buffer) => data.toString('base64url');

function counterBytes(counter: number): Buffer {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(counter);
  return bytes;
}

export type TSoftCredential = {
  id: string;
  privateKey: KeyObject;
  publicKey: KeyObject;
  counter: number;
};

type TOrigin = { origin: string; rpId: string };

/** A browser's answer to registration options, with a new credential. */
export function createCredential(
  options: { challenge: string },
  { origin, rpId }: TOrigin,
): { credential: TSoftCredential; answer: Record<string, unknown> } {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const id = randomBytes(16);
  const jwk = publicKey.export({ format: 'jwk' });
  const coseKey = cbor(
    new Map<number, TCbor>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, Buffer.from(jwk.x ?? '', 'base64url')],
      [-3, Buffer.from(jwk.y ?? '', 'base64url')],
    ]),
  );
  const idLength = Buffer.alloc(2);
  idLength.writeUInt16BE(id.length);
  const authData = Buffer.concat([
    sha256(rpId),
    // why: user present, user verified, attested credential data.
    Buffer.from([0x45]),
    counterBytes(0),
    Buffer.alloc(16),
    idLength,
    id,
    coseKey,
  ]);
  const clientData = Buffer.from(
    JSON.stringify({
      type: 'webauthn.create',
      challenge: options.challenge,
      origin,
      crossOrigin: false,
    }),
  );
  const attestation = cbor(
    new Map<string, TCbor>([
      ['fmt', 'none'],
      ['attStmt', new Map()],
      ['authData', authData],
    ]),
  );
  return {
    credential: { id: b64(id), privateKey, publicKey, counter: 0 },
    answer: {
      id: b64(id),
      rawId: b64(id),
      type: 'public-key',
      response: {
        clientDataJSON: b64(clientData),
        attestationObject: b64(attestation),
        transports: ['internal'],
      },
      authenticatorAttachment: 'platform',
      clientExtensionResults: {},
    },
  };
}

/**
 * A browser's answer to authentication options with `credential`; its counter goes up by
 * one unless `counter` names the one to sign (a cloned authenticator signs an old one).
 */
export function signIn(
  credential: TSoftCredential,
  options: { challenge: string },
  { origin, rpId }: TOrigin,
  counter = credential.counter + 1,
): Record<string, unknown> {
  credential.counter = Math.max(credential.counter, counter);
  const authData = Buffer.concat([sha256(rpId), Buffer.from([0x05]), counterBytes(counter)]);
  const clientData = Buffer.from(
    JSON.stringify({
      type: 'webauthn.get',
      challenge: options.challenge,
      origin,
      crossOrigin: false,
    }),
  );
  const signature = sign(
    'sha256',
    Buffer.concat([authData, sha256(clientData)]),
    credential.privateKey,
  );
  return {
    id: credential.id,
    rawId: credential.id,
    type: 'public-key',
    response: {
      clientDataJSON: b64(clientData),
      authenticatorData: b64(authData),
      signature: b64(signature),
    },
    authenticatorAttachment: 'platform',
    clientExtensionResults: {},
  };
}
