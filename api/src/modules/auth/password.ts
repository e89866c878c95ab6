import argon2 from 'argon2';

/** argon2id at OWASP's minimum or above: 19 MiB, t=2, p=1. */
export const ARGON2_OPTIONS = { type: argon2.argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => argon2.hash(password, ARGON2_OPTIONS);

/**
 * How many argon2 verifications this process has run (a real password or the dummy one). Read by
 * the brute-force tests to count what reached the password check; cheap enough to keep in production.
 */
export const passwordChecks = { count: 0 };

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  passwordChecks.count++;
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

/** True when a stored hash is weaker than today's parameters (re-hash at the next login). */
export const needsRehash = (hash: string) => argon2.needsRehash(hash, ARGON2_OPTIONS);

let dummy: Promise<string> | undefined;
/** Verify against a throw-away hash so an unknown account costs the same time as a wrong password. */
export async function burnVerifyTime(password: string): Promise<void> {
  dummy ??= hashPassword('dummy-password-for-timing-Aa1!');
  await verifyPassword(await dummy, password);
}
