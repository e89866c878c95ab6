import type { UserEntity } from './user.entity';

/** The user as REST answers it: never the password hash, TOTP secret or internal keys. */
export function publicUser(u: UserEntity) {
  return {
    id: u.id,
    username: u.username,
    email: u.email,
    firstName: u.firstName,
    lastName: u.lastName,
    phone: u.phone,
    userType: u.userType,
    createdAt: u.createdAt.toISOString(),
    company: u.company,
    kraPin: u.kraPin,
    bio: u.bio,
    avatarUrl: avatarUrlOf(u),
    twoFactorEnabled: u.twoFactorEnabled,
    emailVerified: Boolean(u.emailVerifiedAt),
  };
}

export const avatarUrlOf = (u: UserEntity) => (u.avatarFile ? `/api/account/avatar/${u.id}?v=${encodeURIComponent(u.avatarFile)}` : null);
