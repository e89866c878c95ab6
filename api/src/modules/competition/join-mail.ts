import { portalUrl, type UserEntity } from '../auth';
import type { NewMessage } from '../notifications';

/**
 * The e-mail that answers a join made on the public form in an account's name. The form itself
 * answers everyone alike (it must not tell a stranger who has an account, a first name or how much
 * storage): the details go to the account's own address, at most once an hour per account however
 * often the form is sent. English, plain text, like the other account e-mails.
 */
export function joinDetailsMessage(owner: Pick<UserEntity, 'id' | 'firstName' | 'email'>, standing: { entries: number; activeServices: number }, now = new Date()): NewMessage {
  const entered = standing.activeServices > 0;
  const services = `${standing.activeServices} ${standing.activeServices === 1 ? 'service' : 'services'}`;
  const entries = `${standing.entries} ${standing.entries === 1 ? 'entry' : 'entries'}`;
  return {
    kind: 'competition-join',
    dedupeKey: `competition-join:${owner.id}:${now.toISOString().slice(0, 13)}`,
    userId: owner.id,
    channel: 'email',
    recipient: owner.email,
    subject: entered ? 'You are entered in the Store & Score draws' : 'Your Store & Score entry needs an active storage service',
    body:
      `Hello ${owner.firstName},\n\nSomeone entered your account in the Store & Score competition with the form on ${portalUrl('/promotions')}.\n\n` +
      (entered
        ? `You have ${entries} across ${services} in the current draw period: every 2 GB you store is one entry, at most 500.\n`
        : `You need an active cloud storage service to participate: create one at ${portalUrl('/dashboard/services')}.\n`) +
      `Your standing is always on ${portalUrl('/dashboard/promotions')}.\n\nIf it was not you, there is nothing to do: the form only enters an account, it changes nothing else.` +
      '\n\n— Mawingu Cloud\nThis message was sent automatically; replies are not read.',
  };
}
