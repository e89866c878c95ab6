import { AppError } from '../../common/errors';
import { acceptablePassword, COMMON_PASSWORD_MESSAGE, commonPasswordCount, CONTEXT_PASSWORD_MESSAGE, isCommonPassword } from './password-policy';

const messageOf = (fn: () => unknown) => {
  try {
    fn();
    return null;
  } catch (e) {
    return (e as AppError).message;
  }
};

describe('password policy', () => {
  it('V6.2.4 checks against an offline list of at least 10,000 common passwords', () => {
    expect(commonPasswordCount()).toBeGreaterThanOrEqual(10_000);
  });

  it.each(['Password1!', 'P@ssw0rd2024', '!!Monkey123', 'Qwerty123!', 'Dragon#2025', 'Football!1', 'Iloveyou2!'])(
    'V6.2.4 refuses %s (a common password behind the usual decorations) with a clear message',
    (pw) => {
      expect(isCommonPassword(pw)).toBe(true);
      expect(messageOf(() => acceptablePassword(pw, {}))).toBe(COMMON_PASSWORD_MESSAGE);
    },
  );

  it.each(['Str0ng!Passw0rd', 'Kamau#2025Nairobi', 'Tembo ya Bluu 7!', 'Demo!Pass2026'])('accepts %s', (pw) => {
    expect(acceptablePassword(pw, {})).toBe(pw);
  });

  it('V6.2.1/V6.2.9 keeps the spec rules, allows 128 characters with spaces and Unicode, never truncates', () => {
    const long = 'Mvua ya Nairobi 9! ' + 'ß'.repeat(109);
    expect([...long].length).toBe(128);
    expect(acceptablePassword(long, {})).toBe(long);
    expect(messageOf(() => acceptablePassword(long + 'x', {}))).toBe('Password must be at most 128 characters');
    // Letters of any script count: Cyrillic upper and lower case, an emoji as the symbol.
    expect(acceptablePassword('Привет Мир 2025 🔒', {})).toBe('Привет Мир 2025 🔒');
    expect(messageOf(() => acceptablePassword('short1!', {}))).toBe('Password must be at least 8 characters');
    expect(messageOf(() => acceptablePassword('alllowercase1!', {}))).toBe('Password must contain an upper-case letter');
    expect(messageOf(() => acceptablePassword('NoSymbols123', {}))).toBe('Password must contain a symbol');
  });

  it('V6.2.11 refuses the username, names, e-mail or the service name inside the password', () => {
    const ctx = { username: 'wanjiku', email: 'kamau.w@example.co.ke', firstName: 'Zawadi', lastName: 'Otieno' };
    for (const pw of ['Wanjiku#2025x', 'x!Kamau.W2025', 'ZAWADI!rocks9', 'Otieno&Co 77', 'Mawingu!Cloud9']) {
      expect({ pw, message: messageOf(() => acceptablePassword(pw, ctx)) }).toEqual({ pw, message: CONTEXT_PASSWORD_MESSAGE });
    }
    expect(acceptablePassword('Tembo ya Bluu 7!', ctx)).toBe('Tembo ya Bluu 7!');
  });

  it('names the field the message belongs to', () => {
    try {
      acceptablePassword('Password1!', {}, 'newPassword');
    } catch (e) {
      expect((e as AppError).field).toBe('newPassword');
    }
    expect.assertions(1);
  });
});
