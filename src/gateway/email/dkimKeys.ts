import { generateKeyPair, randomBytes } from 'node:crypto';
import { promisify } from 'node:util';

const generate = promisify(generateKeyPair);

export interface DkimKeyPair {
  selector: string;
  /** PKCS#8 PEM: stays in the gateway (the signer's). */
  privateKeyPem: string;
  /** Base64 of the DER SubjectPublicKeyInfo: the DKIM record's `p=`. */
  publicKeyBase64: string;
}

/** A new 2048-bit RSA DKIM key pair with a selector of its own (`mc` and 8 hex digits), so a domain can rotate keys. */
export async function newDkimKeyPair(): Promise<DkimKeyPair> {
  const { publicKey, privateKey } = await generate('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'der' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  return { selector: `mc${randomBytes(4).toString('hex')}`, privateKeyPem: privateKey, publicKeyBase64: publicKey.toString('base64') };
}
