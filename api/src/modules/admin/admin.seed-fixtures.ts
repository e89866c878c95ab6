import crypto from 'node:crypto';
import type { DataSource } from 'typeorm';
import { UserEntity } from '../auth';
import { CloudStorageServiceEntity } from '../services';

/**
 * Bulk rows for admin tests and the 100k bench: inserted in chunks inside one transaction, with
 * one precomputed password hash (these accounts never sign in).
 */
export interface FixtureUser {
  firstName: string;
  lastName: string;
  username: string;
  email: string;
  createdAt: Date;
}

const FIXTURE_HASH = '$argon2id$v=19$m=19456,t=2,p=1$Zml4dHVyZS1zYWx0$Zml4dHVyZS1oYXNoLW5vdC1hLXJlYWwtcGFzc3dvcmQ';

export async function insertUsers(db: DataSource, users: FixtureUser[], chunk = 500): Promise<void> {
  await db.transaction(async (m) => {
    for (let i = 0; i < users.length; i += chunk) {
      const rows = users.slice(i, i + chunk).map((u) => ({
        username: u.username,
        usernameKey: u.username.toLowerCase(),
        email: u.email.toLowerCase(),
        firstName: u.firstName,
        lastName: u.lastName,
        phone: '+254700000000',
        userType: 'user' as const,
        passwordHash: FIXTURE_HASH,
        twoFactorEnabled: false,
        createdAt: u.createdAt,
      }));
      await m.createQueryBuilder().insert().into(UserEntity).values(rows).updateEntity(false).execute();
    }
  });
}

export interface FixtureService {
  userId: number;
  serviceType: string;
  name: string;
  storageAmount: number;
  active?: boolean;
}

export async function insertServices(db: DataSource, services: FixtureService[]): Promise<number[]> {
  const now = new Date();
  const ids: number[] = [];
  for (const s of services) {
    const res = await db.getRepository(CloudStorageServiceEntity).insert({
      userId: s.userId,
      name: s.name,
      serviceType: s.serviceType,
      storageAmount: s.storageAmount,
      cost: 'KSh 200/month',
      status: s.active === false ? 'disabled' : 'active',
      region: 'kenya',
      planType: null,
      bucket: `fixture-${crypto.randomBytes(6).toString('hex')}`,
      startDate: now,
      updatedAt: now,
    });
    ids.push(Number(res.identifiers[0]!.id));
  }
  return ids;
}
