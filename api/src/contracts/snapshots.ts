import { z } from 'zod';
import { API_MESSAGES } from './api-messages';

/**
 * Daily snapshots of an Object Storage service (the spec's "daily snapshots at 3:00 AM UTC",
 * "kept 7, 30 or 365 days"), as the console's form and the API check them.
 */
export const SNAPSHOT_RETENTION_DAYS = [7, 30, 365] as const;
export type SnapshotRetentionDays = (typeof SNAPSHOT_RETENTION_DAYS)[number];

/** The hour (UTC) a day's snapshot is taken. */
export const SNAPSHOT_HOUR_UTC = 3;

export const setSnapshotScheduleSchema = z.object({
  serviceId: z.string().regex(/^\d{1,10}$/, 'Unknown service'),
  /** null turns the snapshots off. */
  retentionDays: z
    .number()
    .int()
    .nullable()
    .refine((d) => d === null || (SNAPSHOT_RETENTION_DAYS as readonly number[]).includes(d), API_MESSAGES.snapshotRetentionChoice),
  /** 'delete' (DELETE_VERSION_CONFIRM), needed when the retention gets shorter: older versions are then removed. */
  confirm: z.string().max(20).nullish(),
});

export type SetSnapshotScheduleInput = z.input<typeof setSnapshotScheduleSchema>;
