import { z } from 'zod';
import { bucketNameSchema, objectPrefixSchema } from './storage';

/**
 * A point-in-time restore of a versioned bucket, as the console's form and the API check it.
 * The API is the authority on "in the past": the form's clock may be wrong.
 */
export const startBucketRestoreSchema = z.object({
  serviceId: z.string().regex(/^\d{1,10}$/, 'Unknown service'),
  bucket: bucketNameSchema,
  prefix: objectPrefixSchema.nullish().transform((p) => p ?? ''),
  pointInTime: z.coerce.date({ message: 'Choose a date' }),
});

export type StartBucketRestoreInput = z.input<typeof startBucketRestoreSchema>;

/** Jobs the console lists per bucket (the newest first). */
export const RESTORES_LISTED = 20;
