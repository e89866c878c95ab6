import { notFound } from '../../common/errors';
import { parseInput } from '../../common/validation';
import { END_AFTER_START_MESSAGE, promotionSchema, promotionUpdateSchema } from '../../contracts/competition';
import { badInput } from '../../common/errors';
import type { Db } from '../../db/db';
import { actorOf, type Caller } from '../caller';
import { recordAdminAction, recordSecurityEvent } from '../audit';
import { requireAdmin } from '../auth';
import { PromotionEntity } from './promotion.entity';
import { parseRowId } from '../../common/ids';

/** A promotion by id (any string the client sent), or NOT_FOUND. */
export async function promotionById(db: Db, rawId: string | number): Promise<PromotionEntity> {
  const id = parseRowId(rawId);
  const found = id ? await db.getRepository(PromotionEntity).findOneBy({ id }) : null;
  if (!found) throw notFound('Promotion');
  return found;
}

/** Admin: every promotion, active first, then newest. */
export async function adminPromotions(ctx: Caller): Promise<PromotionEntity[]> {
  requireAdmin(ctx);
  return ctx.db.getRepository(PromotionEntity).find({ order: { isActive: 'DESC', startDate: 'DESC', id: 'DESC' } });
}

/** Admin: create a promotion (every field required, prize value a number, end after start). */
export async function createPromotion(ctx: Caller, raw: unknown): Promise<PromotionEntity> {
  const admin = requireAdmin(ctx);
  const input = parseInput(promotionSchema, raw);
  return ctx.db.transaction(async (m) => {
    const now = new Date();
    const repo = m.getRepository(PromotionEntity);
    const promotion = await repo.save(repo.create({ ...input, isActive: true, createdBy: admin.id, createdAt: now, updatedAt: now }));
    await recordSecurityEvent(m, actorOf(ctx), {
      type: 'admin',
      action: `Promotion "${promotion.name}" (#${promotion.id}) created by admin ${admin.username}`,
      severity: 'medium',
    });
    await recordAdminAction(m, actorOf(ctx), { action: 'promotion_created', summary: `Created promotion "${promotion.name}" (${promotion.drawType}, prize: ${promotion.prizeDescription})`, target: { type: 'promotion', id: promotion.id } });
    return promotion;
  });
}

/** 'Edited promotion "Daily" (deactivated): prize value, end date' — the changed fields in words. */
function editSummary(promotion: PromotionEntity, changed: string[]): string {
  const switched = changed.includes('isActive') ? (promotion.isActive ? ' (activated)' : ' (deactivated)') : '';
  const fields = changed.filter((k) => k !== 'isActive').map((k) => k.replace(/[A-Z]/g, (c) => ` ${c.toLowerCase()}`));
  return `Edited promotion "${promotion.name}"${switched}${fields.length ? `: ${fields.join(', ')}` : switched ? '' : ': no changes'}`;
}

const withoutNulls = (raw: unknown) =>
  raw && typeof raw === 'object' ? Object.fromEntries(Object.entries(raw).filter(([, v]) => v !== null && v !== undefined)) : {};

/** Admin: edit any fields of a promotion, or switch it on / off. Same validation as create. */
export async function updatePromotion(ctx: Caller, raw: { id: string } & Record<string, unknown>): Promise<PromotionEntity> {
  const admin = requireAdmin(ctx);
  const { id, ...rest } = withoutNulls(raw) as { id?: string } & Record<string, unknown>;
  const changes = parseInput(promotionUpdateSchema, rest);
  return ctx.db.transaction(async (m) => {
    const promotion = await promotionById(m, id ?? '');
    const next = { ...promotion, ...changes };
    if (next.endDate.getTime() <= next.startDate.getTime()) throw badInput(END_AFTER_START_MESSAGE, 'endDate');
    const changed = Object.keys(changes).filter((k) => String((promotion as never)[k]) !== String((changes as never)[k]));
    Object.assign(promotion, changes, { updatedAt: new Date() });
    await m.getRepository(PromotionEntity).save(promotion);
    await recordSecurityEvent(m, actorOf(ctx), {
      type: 'admin',
      action: `Promotion "${promotion.name}" (#${promotion.id}) edited by admin ${admin.username}: ${changed.join(', ') || 'no changes'}`,
      severity: 'medium',
    });
    await recordAdminAction(m, actorOf(ctx), { action: 'promotion_updated', summary: editSummary(promotion, changed), target: { type: 'promotion', id: promotion.id } });
    return promotion;
  });
}
