import { ADMIN_AUDIT_ACTION_LABELS } from '../../contracts/admin-audit';
import type { Resolvers } from '../../generated/graphql';
import * as admin from './admin.service';
import { adminAuditActors, listAdminAudit } from './audit-log.service';

/** Thin adapters over the admin service (which checks the role). */
export const adminResolvers: Resolvers = {
  Query: {
    adminStats: (_p, _a, ctx) => admin.adminStats(ctx),
    adminUsers: (_p, args, ctx) => admin.listUsers(ctx, args),
    adminUser: (_p, { id }, ctx) => admin.getUser(ctx, id),
    adminServices: (_p, args, ctx) => admin.listServices(ctx, args),
    adminSecurityEvents: (_p, args, ctx) => admin.listSecurityEvents(ctx, args),
    adminAuditLog: (_p, args, ctx) => listAdminAudit(ctx, args),
    adminAuditActors: (_p, _a, ctx) => adminAuditActors(ctx),
  },
  AdminAuditEntry: {
    id: (e) => String(e.id),
    actionLabel: (e) => ADMIN_AUDIT_ACTION_LABELS[e.action] ?? e.action,
    actor: (e, _a, ctx) => (e.actorId === null ? null : ctx.loaders.userById.load(e.actorId)),
  },
};
