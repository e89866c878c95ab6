import { takeoverNoticeMessage, type TakenBack } from './account-mail';

const owner = { id: 7, firstName: 'Wanjiku', email: 'wanjiku@example.co.ke' };
const nothing: TakenBack = { accessTokens: [], apiKeys: [], consoleLinks: false, kept: null };
const body = (sessions: 'every' | 'other', taken: TakenBack) => takeoverNoticeMessage(owner, 'Your Mawingu Cloud password was changed', 'The password was changed.', sessions, taken).body;

describe('the notice after a takeover clean-up', () => {
  it('lists every token and key taken back by name (keys with their id), and the console links', () => {
    const text = body('every', {
      accessTokens: [{ name: 'ci-deploy' }, { name: 'nightly-report' }],
      apiKeys: [
        { name: 'backup-server', accessKeyId: 'MWKAAAAAAAAAAAAAAAAA' },
        { name: 'laptop', accessKeyId: 'MWKBBBBBBBBBBBBBBBBB' },
        { name: 'rclone', accessKeyId: 'MWKCCCCCCCCCCCCCCCCC' },
      ],
      consoleLinks: true,
      kept: null,
    });
    expect(text).toBe(
      'Hello Wanjiku,\n\nThe password was changed.\n\nWhat was taken back:\n' +
        '- Every session was signed out.\n' +
        '- 2 personal access tokens were revoked: "ci-deploy", "nightly-report".\n' +
        '- 3 S3 access keys were deactivated: "backup-server" (MWKAAAAAAAAAAAAAAAAA), "laptop" (MWKBBBBBBBBBBBBBBBBB), "rclone" (MWKCCCCCCCCCCCCCCCCC).\n' +
        '- Console links (share, download and upload links from the bucket browser) made before this stopped working.\n\n' +
        'S3 access keys you still need can be switched back on under Security in the dashboard once you have checked them.\n\n' +
        'If this was not you, reset your password at http://localhost:4000/reset-password and contact support.\n\n' +
        '— Mawingu Cloud\nThis message was sent automatically; replies are not read.',
    );
  });

  it('says plainly when there was nothing to take back, in the singular where it is one', () => {
    expect(body('other', nothing)).toContain(
      'What was taken back:\n- Every other session was signed out.\n- No personal access token was live: none was revoked.\n- No S3 access key was active: none was deactivated.\n\nIf this was not you',
    );
    expect(body('other', { ...nothing, accessTokens: [{ name: 'only' }] })).toContain('- 1 personal access token was revoked: "only".\n');
  });

  it('says what was kept, by choice, and how many still work', () => {
    const text = body('every', { ...nothing, consoleLinks: true, kept: { accessTokens: 1, apiKeys: 4 } });
    expect(text).toContain(
      '- Every session was signed out.\n' +
        '- As you chose, personal access tokens and S3 access keys were kept: 1 personal access token and 4 S3 access keys still work. Check them under Security in the dashboard.\n' +
        '- Console links (share, download and upload links from the bucket browser) made before this stopped working.\n\nIf this was not you',
    );
    expect(text).not.toContain('switched back on');
  });

  it('goes to the account address as a security notice', () => {
    expect(takeoverNoticeMessage(owner, 'Two-factor authentication is off', 'Off.', 'other', nothing)).toMatchObject({
      kind: 'security-notice',
      channel: 'email',
      recipient: 'wanjiku@example.co.ke',
      subject: 'Two-factor authentication is off',
      userId: 7,
    });
  });
});
