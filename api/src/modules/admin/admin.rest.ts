import type { Request, Router } from 'express';
import type { Caller } from '../caller';
import { shim } from '../../http/rest';
import { publicUser, type UserEntity } from '../auth';
import { serviceView } from '../services';
import * as admin from './admin.service';
import { adminAuditActors, exportAdminAudit, listAdminAudit } from './audit-log.service';
import type { AdminAuditEntryEntity } from '../audit';

/** ?actorId=&action=&from=&to= of the audit log paths (the GraphQL AdminAuditFilter). */
const auditFilter = (req: Request) => ({ actorId: req.query.actorId, action: req.query.action, from: req.query.from, to: req.query.to });

const auditEntryJson = (e: AdminAuditEntryEntity) => ({
  id: e.id,
  action: e.action,
  summary: e.summary,
  actorId: e.actorId,
  actorName: e.actorName,
  targetType: e.targetType,
  targetId: e.targetId,
  ip: e.ip,
  requestId: e.requestId,
  createdAt: e.createdAt.toISOString(),
});

/** ?first=&after=&search= of the list paths. */
const pageQuery = (req: Request) => ({ first: req.query.first, after: req.query.after, search: req.query.search });

/** A user as the admin lists answer it: the public fields plus the number of active services. */
async function adminUserView(ctx: Caller, u: UserEntity) {
  const services = await ctx.loaders.servicesByUserId.load(u.id);
  return { ...publicUser(u), activeServiceCount: services.filter((s) => s.isActive).length };
}

/** REST shims of spec section 7 for the admin panel: the same services and shapes as GraphQL. */
export function mountAdminRest(router: Router): void {
  router.get('/admin/dashboard-stats', shim(async (ctx) => admin.adminStats(ctx)));

  router.get('/admin/users', shim(async (ctx, req) => {
    const page = await admin.listUsers(ctx, pageQuery(req));
    return { nodes: await Promise.all(page.nodes.map((u) => adminUserView(ctx, u))), pageInfo: page.pageInfo };
  }));

  router.get('/admin/users/:id', shim(async (ctx, req) => {
    const user = await admin.getUser(ctx, String(req.params.id));
    const services = await ctx.loaders.servicesByUserId.load(user.id);
    return { ...(await adminUserView(ctx, user)), services: services.map((s) => serviceView(s, user)) };
  }));

  router.get('/admin/services', shim(async (ctx, req) => {
    const page = await admin.listServices(ctx, pageQuery(req));
    const owners = await Promise.all(page.nodes.map((s) => ctx.loaders.userById.load(s.userId)));
    return { nodes: page.nodes.map((s, i) => serviceView(s, owners[i])), pageInfo: page.pageInfo };
  }));

  router.get('/admin/security-events', shim(async (ctx, req) => {
    const page = await admin.listSecurityEvents(ctx, pageQuery(req));
    return {
      nodes: page.nodes.map((e) => ({
        id: e.id,
        type: e.type,
        action: e.action,
        ip: e.ip,
        location: e.location,
        userAgent: e.userAgent,
        severity: e.severity,
        createdAt: e.createdAt.toISOString(),
        user: e.user ? { id: e.user.id, username: e.user.username, email: e.user.email, firstName: e.user.firstName, lastName: e.user.lastName } : null,
      })),
      pageInfo: page.pageInfo,
    };
  }));

  router.get('/admin/audit-log', shim(async (ctx, req) => {
    const page = await listAdminAudit(ctx, { filter: auditFilter(req), first: req.query.first, after: req.query.after });
    return { nodes: page.nodes.map(auditEntryJson), pageInfo: page.pageInfo };
  }));

  router.get('/admin/audit-log/actors', shim(async (ctx) => adminAuditActors(ctx)));

  // The CSV download (a link in the admin audit view); audited itself.
  router.get('/admin/audit-log.csv', shim(async (ctx, req, res) => {
    const { csv, truncated } = await exportAdminAudit(ctx, auditFilter(req));
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="admin-audit-log-${new Date().toISOString().slice(0, 10)}.csv"`);
    res.setHeader('Cache-Control', 'no-store');
    if (truncated) res.setHeader('X-Truncated', 'true');
    res.status(200).send(csv);
  }));
}
