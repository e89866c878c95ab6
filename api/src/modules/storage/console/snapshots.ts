import { badInput } from '../../../common/errors';
import { parseInput } from '../../../common/validation';
import { renderApiMessage } from '../../../contracts/api-messages';
import { setSnapshotScheduleSchema } from '../../../contracts/snapshots';
import type { CloudStorageServiceEntity } from '../../services';
import { DELETE_VERSION_CONFIRM } from '../../../contracts/storage';
import { config } from '../../../config/config';
import { actorOf, type Caller } from '../../caller';
import { recordSecurityEvent } from '../../audit';
import { getMyService } from '../../services';
import { dayMsOf } from '../domain/lifecycle-rules';
import { nextSnapshotAt, ON_DEMAND_PER_DAY, setSnapshotSchedule, takeSnapshotNow, type Held } from '../domain/snapshots';
import { SnapshotScheduleEntity } from '../entities/snapshot-schedule.entity';
import { SnapshotEntity } from '../entities/snapshot.entity';
import { ownerOf } from './console.service';
import { consoleCall } from './errors';

/** The console's daily snapshots of a service: read the schedule and its restore points, turn them on or off (security log). */

/**
 * What a plane other than the embedded gateway does for the snapshots (the Ceph plane,
 * planes/ceph/snapshots.ts): tell what the service holds, and make its buckets follow a retention
 * before the schedule is saved. Without it the gateway's own tables answer.
 */
export interface SnapshotPlane {
  held(service: CloudStorageServiceEntity): Promise<Held>;
  apply(service: CloudStorageServiceEntity, retentionDays: number): Promise<void>;
}

const dayMs = () => dayMsOf(config().lifecycleDebugDaySeconds);

async function scheduleView(ctx: Caller, serviceId: number, now: Date) {
  const row = await ctx.db.getRepository(SnapshotScheduleEntity).findOne({ where: { serviceId }, relations: { service: true } });
  const on = !!row && !row.stoppedAt && row.service?.status !== 'cancelled';
  const snapshots = await ctx.db.getRepository(SnapshotEntity).find({ where: { serviceId }, order: { takenAt: 'DESC' } });
  return {
    serviceId: String(serviceId),
    enabled: on,
    retentionDays: row?.retentionDays ?? null,
    enabledAt: on ? row.enabledAt : null,
    nextSnapshotAt: on ? nextSnapshotAt(now, dayMs()) : null,
    snapshots: snapshots.filter((s) => s.expiresAt > now).map((s) => ({ id: String(s.id), onDemand: s.day === null, takenAt: s.takenAt, expiresAt: s.expiresAt, objects: s.objects, bytes: s.bytes })),
  };
}

export async function snapshotScheduleFromConsole(ctx: Caller, serviceId: string, now = new Date()) {
  ownerOf(ctx);
  const service = await getMyService(ctx, serviceId);
  return scheduleView(ctx, service.id, now);
}

export async function setSnapshotScheduleFromConsole(ctx: Caller, raw: unknown, now = new Date(), plane?: SnapshotPlane) {
  ownerOf(ctx);
  const input = parseInput(setSnapshotScheduleSchema, raw);
  const service = await getMyService(ctx, input.serviceId);
  if (input.retentionDays !== null) {
    if (service.serviceType !== 'Object Storage') throw badInput(renderApiMessage('snapshotsObjectStorageOnly'), 'serviceId');
    if (service.status === 'cancelled') throw badInput(renderApiMessage('snapshotsServiceClosed'), 'serviceId');
  }
  const before = await ctx.db.getRepository(SnapshotScheduleEntity).findOneBy({ serviceId: service.id });
  // A shorter retention destroys the versions kept longer than it at the next run: typed consent, as for deleting a version.
  if (input.retentionDays !== null && before && before.retentionDays > input.retentionDays && input.confirm?.trim() !== DELETE_VERSION_CONFIRM) throw badInput(renderApiMessage('snapshotShortenConfirm'), 'confirm');
  await consoleCall(async () => {
    if (plane && input.retentionDays !== null) await plane.apply(service, input.retentionDays);
    const known = plane && input.retentionDays !== null ? await plane.held(service) : undefined;
    return setSnapshotSchedule(ctx.db, service, input.retentionDays, now, dayMs(), known);
  });
  const changed = input.retentionDays === null ? !!before && !before.stoppedAt : !before || !!before.stoppedAt || before.retentionDays !== input.retentionDays;
  if (changed) {
    const action = input.retentionDays === null ? renderApiMessage('eventSnapshotsOff', { service: service.name }) : renderApiMessage('eventSnapshotsOn', { service: service.name, days: String(input.retentionDays) });
    await recordSecurityEvent(ctx.db, actorOf(ctx), { type: 's3_bucket', severity: input.retentionDays === null ? 'medium' : 'low', action });
  }
  return scheduleView(ctx, service.id, now);
}

/** A snapshot now, on demand (a restore point before a risky change); the schedule must be on. */
export async function takeSnapshotFromConsole(ctx: Caller, serviceId: string, now = new Date(), plane?: SnapshotPlane) {
  ownerOf(ctx);
  const service = await getMyService(ctx, serviceId);
  if (service.status === 'cancelled') throw badInput(renderApiMessage('snapshotsServiceClosed'), 'serviceId');
  const outcome = await consoleCall(async () => takeSnapshotNow(ctx.db, service.id, now, dayMs(), plane && (await plane.held(service))));
  if (outcome === 'off') throw badInput(renderApiMessage('snapshotsOffForNow'), 'serviceId');
  if (outcome === 'limit') throw badInput(renderApiMessage('snapshotOnDemandLimit', { limit: ON_DEMAND_PER_DAY }), 'serviceId');
  return scheduleView(ctx, service.id, now);
}
