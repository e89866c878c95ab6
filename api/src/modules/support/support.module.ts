import type { ModuleDefinition } from '../module';
import { SupportTickets1763820000000 } from './migrations/1763820000000-SupportTickets';
import { SupportTicketEntity } from './support-ticket.entity';
import { supportResolvers } from './support.resolvers';
import { mountSupportRest } from './support.rest';

/** Support tickets from the public site, listed for admins. */
export const supportModule: ModuleDefinition = {
  name: 'support',
  entities: [SupportTicketEntity],
  migrations: [SupportTickets1763820000000],
  resolvers: supportResolvers,
  rest: mountSupportRest,
};
