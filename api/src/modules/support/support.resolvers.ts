import type { Resolvers } from '../../generated/graphql';
import * as support from './support.service';

export const supportResolvers: Resolvers = {
  Query: {
    supportTickets: (_p, args, ctx) => support.listTickets(ctx, args),
  },
  Mutation: {
    createSupportTicket: async (_p, { input }, ctx) => ({ ticket: await support.createTicket(ctx, input) }),
    updateSupportTicketStatus: async (_p, { input }, ctx) => ({ ticket: await support.updateTicketStatus(ctx, input) }),
  },
  SupportTicket: {
    id: (t) => String(t.id),
  },
};
