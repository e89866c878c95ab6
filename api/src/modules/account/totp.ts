import crypto from 'node:crypto';
import { createBase32Plugin, createCryptoPlugin, generateSecret } from '@otplib/core';
import { generate, verify } from '@otplib/totp';
import { generateTOTP } from '@otplib/uri';

/**
 * TOTP (RFC 6238: SHA-1, 6 digits, 30 s) with otplib's core packages and two small plugins on
 * node:crypto. The `otplib` umbrella's default plugins are ESM-only (@scure/base, @noble/hashes),
 * which Jest's CommonJS runtime cannot load on Node 20; these CommonJS parts of otplib 13 can.
 */
const nodeCrypto = createCryptoPlugin({
  name: 'node-crypto',
  hmac: (algorithm, key, data) => new Uint8Array(crypto.createHmac(algorithm, key).update(data).digest()),
  randomBytes: (length) => new Uint8Array(crypto.randomBytes(length)),
});

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** RFC 4648 base32 (no padding on output; padding and spaces ignored on input). */
const base32 = createBase32Plugin({
  name: 'rfc4648-base32',
  encode: (data) => {
    let bits = 0;
    let value = 0;
    let out = '';
    for (const byte of data) {
      value = (value << 8) | byte;
      bits += 8;
      while (bits >= 5) {
        out += ALPHABET[(value >>> (bits - 5)) & 31];
        bits -= 5;
      }
    }
    if (bits > 0) out += ALPHABET[(value << (5 - bits)) & 31];
    return out;
  },
  decode: (str) => {
    const clean = str.toUpperCase().replace(/[\s=]/g, '');
    const out: number[] = [];
    let bits = 0;
    let value = 0;
    for (const ch of clean) {
      const idx = ALPHABET.indexOf(ch);
      if (idx < 0) throw new Error('Invalid base32 character');
      value = (value << 5) | idx;
      bits += 5;
      if (bits >= 8) {
        out.push((value >>> (bits - 8)) & 255);
        bits -= 8;
      }
    }
    return new Uint8Array(out);
  },
});

const plugins = { crypto: nodeCrypto, base32 } as const;

/** A new Base32 secret of 20 random bytes (160 bits). */
export const newTotpSecret = () => generateSecret({ ...plugins, length: 20 });

/** The 6-digit code of a secret at a time (seconds since the epoch; default now). */
export const totpCode = (secret: string, epoch?: number) => generate({ ...plugins, secret, ...(epoch !== undefined ? { epoch } : {}) });

/**
 * Verify a code within ±1 time step; codes at or before `afterTimeStep` are refused (replay).
 * Returns the matched time step, or null.
 */
export async function verifyTotp(secret: string, token: string, afterTimeStep?: number | null): Promise<number | null> {
  try {
    const result = await verify({ ...plugins, secret, token, epochTolerance: 30, ...(afterTimeStep != null ? { afterTimeStep } : {}) });
    return result.valid ? result.timeStep : null;
  } catch {
    return null; // malformed token or a last step beyond the window
  }
}

/** The otpauth:// URI that authenticator apps read from the QR code. */
export const otpauthUri = (issuer: string, label: string, secret: string) => generateTOTP({ issuer, label, secret });
