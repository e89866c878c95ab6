import crypto from 'node:crypto';
import { badInput, notFound } from '../../common/errors';
import { sourceKey } from '../../common/client-ip';
import { Throttle } from '../../common/throttle';
import { parseInput } from '../../common/validation';
import { createTicketSchema, listTicketsSchema, updateTicketStatusSchema } from '../../contracts/support';
import { actorOf, type Caller } from '../caller';
import { recordAdminAction, recordSecurityEvent } from '../audit';
import { requireAdmin } from '../auth';
import { SupportTicketEntity } from './support-ticket.entity';
import { parseRowId } from '../../common/ids';

/** New tickets per IP: enough for a person, too few for a spammer. */
export const ticketThrottle = new Throttle('support-ticket', {
  points: 5,
  durationSeconds: 60 * 60,
  blockSeconds: 60 * 60,
  message: 'Too many support tickets from this network. Please try again later, or call us for urgent issues.',
});

/** TKT-2026-000123: the year the ticket was opened and its number. */
export const referenceOf = (id: number, createdAt: Date) => `TKT-${createdAt.getUTCFullYear()}-${String(id).padStart(6, '0')}`;

/** Open a ticket (public). Validated first, throttled per IP, linked to the customer when signed in. */
export async function createTicket(ctx: Caller, raw: unknown): Promise<SupportTicketEntity> {
  const input = parseInput(createTicketSchema, raw);
  await ticketThrottle.take(sourceKey(ctx.ip));
  const now = new Date();
  return ctx.db.transaction(async (m) => {
    const repo = m.getRepository(SupportTicketEntity);
    const ticket = await repo.save(
      repo.create({
        ...input,
        // Unique placeholder until the id is known (fits varchar(40): PostgreSQL enforces lengths).
        reference: `pending-${crypto.randomBytes(12).toString('hex')}`,
        userId: ctx.user?.id ?? null,
        status: 'open',
        createdAt: now,
        updatedAt: now,
      }),
    );
    ticket.reference = referenceOf(ticket.id, now);
    await repo.update(ticket.id, { reference: ticket.reference });
    return ticket;
  });
}

export interface TicketPage {
  nodes: SupportTicketEntity[];
  pageInfo: { endCursor: string | null; hasNextPage: boolean };
}

/** Admin: tickets newest first, keyset-paginated on the id (the cursor is the last id seen). */
export async function listTickets(ctx: Caller, raw: unknown): Promise<TicketPage> {
  requireAdmin(ctx);
  const { first, after, status } = parseInput(listTicketsSchema, raw);
  const qb = ctx.db.getRepository(SupportTicketEntity).createQueryBuilder('t').orderBy('t.id', 'DESC').take(first + 1);
  if (status) qb.andWhere('t.status = :status', { status });
  if (after) {
    const afterId = parseRowId(after);
    if (!afterId) throw badInput('Invalid cursor', 'after');
    qb.andWhere('t.id < :after', { after: afterId });
  }
  const rows = await qb.getMany();
  const nodes = rows.slice(0, first);
  return { nodes, pageInfo: { endCursor: nodes.length ? String(nodes[nodes.length - 1]!.id) : null, hasNextPage: rows.length > first } };
}

/** Admin: move a ticket between open, in progress and resolved; audited with the admin's name. */
export async function updateTicketStatus(ctx: Caller, raw: unknown): Promise<SupportTicketEntity> {
  const admin = requireAdmin(ctx);
  const input = parseInput(updateTicketStatusSchema, raw);
  return ctx.db.transaction(async (m) => {
    const repo = m.getRepository(SupportTicketEntity);
    const ticket = await repo.findOneBy({ id: input.id });
    if (!ticket) throw notFound('Support ticket');
    const from = ticket.status;
    ticket.status = input.status;
    ticket.updatedAt = new Date();
    await repo.update(ticket.id, { status: ticket.status, updatedAt: ticket.updatedAt });
    await recordSecurityEvent(m, actorOf(ctx), {
      type: 'admin',
      action: `Admin ${admin.username} moved support ticket ${ticket.reference} from ${from} to ${input.status}`,
      severity: 'low',
    });
    await recordAdminAction(m, actorOf(ctx), { action: 'support_ticket_updated', summary: `Moved support ticket ${ticket.reference} from ${from} to ${input.status}`, target: { type: 'support_ticket', id: ticket.reference } });
    return ticket;
  });
}
