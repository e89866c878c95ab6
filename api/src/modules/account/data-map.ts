import crypto from 'node:crypto';

/**
 * Every table of the product, and what happens to a customer's rows in it when they delete their
 * account, and whether their data export shows them. Deletion (deletion.service.ts) and export
 * (export.service.ts) are driven by this map alone, and data-map.api.test.ts fails when a table the
 * entities define is missing here: a module that adds a table must decide its fate in this file.
 *
 * - delete: the rows go.
 * - scrub:  the rows stay (something needs them) with the personal columns replaced.
 * - retain: the rows stay as they are, for the reason given (a law, a published record), or because
 *           they hold nothing personal.
 */
export type DataAction = 'delete' | 'scrub' | 'retain';

/** Tables whose rows belong to a user through another table (see VIA_SQL in data-map-query.ts). */
export type Via = 'services' | 'invoices' | 'buckets' | 'objects' | 'uploads';

/** How a table's rows are tied to a user (any one of the links selects a row). */
export type DataLink =
  /** `column` holds the user's id. */
  | { column: string }
  /** `column` holds the id of one of the user's services / invoices / buckets, or of an object or upload in their buckets. */
  | { column: string; via: Via }
  /** `column` holds the user's e-mail address or phone number (e.g. a ticket sent while signed out). */
  | { column: string; matches: 'email' | 'phone' };

export interface TableRule {
  action: DataAction;
  /** Why: the reason the rows go, stay, or stay changed. */
  why: string;
  /** How the user's rows are found; empty for tables with nothing tied to a person. */
  links: DataLink[];
  /** For `scrub`: the new value of each personal column (database column names). */
  scrub?: (userId: number, rowId: unknown) => Record<string, unknown>;
  /** The scrub values differ per row (they use the row's id), so rows are updated one by one. */
  perRow?: boolean;
  /** Left out of the export, with the reason in `why`. */
  noExport?: boolean;
  /**
   * For `delete`: the column naming a blob of the storage plane (the bytes of an object). The
   * blobs of deleted rows are journalled for collection in the same transaction (storage_blob_gc,
   * due at once), so the storage plane's sweep removes the bytes too.
   */
  blobs?: string;
  /** For `delete`: a column of JSON parts (`[{ blobKey }]`) whose blobs are journalled the same way (a noncurrent multipart version). */
  blobParts?: string;
}

const SERVICES = 'cloud_storage_services';
const INVOICES = 'invoices';

export const DATA_MAP: Record<string, TableRule> = {
  users: {
    action: 'scrub',
    why: 'The row stays so invoices, winners and audit entries keep a valid reference; every personal column is replaced and sign-in becomes impossible.',
    links: [{ column: 'id' }],
    scrub: (userId) => ({
      username: `deleted-${userId}`,
      username_key: `deleted-${userId}`,
      email: `deleted-${userId}-${crypto.randomBytes(6).toString('hex')}@deleted.invalid`,
      first_name: 'Deleted',
      last_name: 'User',
      phone: '',
      company: null,
      kra_pin: null,
      bio: null,
      avatar_file: null,
      totp_secret_enc: null,
      two_factor_enabled: false,
      totp_last_step: null,
      password_hash: `!deleted:${crypto.randomBytes(16).toString('hex')}`,
      email_verified_at: null,
      deleted_at: new Date(),
    }),
  },
  sessions: { action: 'delete', why: 'Sign-ins (device, IP) are only of use to the account holder; deleting them also ends every session.', links: [{ column: 'user_id' }] },
  account_tokens: { action: 'delete', why: 'Verification and reset links die with the account.', links: [{ column: 'user_id' }], noExport: true },
  api_keys: { action: 'delete', why: 'Keys of a deleted account must stop working.', links: [{ column: 'user_id' }] },
  api_key_buckets: { action: 'delete', why: 'Which of the account’s buckets each bucket-scoped key may reach: it goes with the keys and the buckets.', links: [{ column: 'bucket_id', via: 'buckets' }] },
  personal_access_tokens: { action: 'delete', why: 'Personal access tokens of a deleted account must stop working.', links: [{ column: 'user_id' }] },
  user_settings: { action: 'delete', why: 'Preferences serve only the account holder.', links: [{ column: 'user_id' }] },
  recovery_codes: { action: 'delete', why: 'Second-factor recovery codes die with the account.', links: [{ column: 'user_id' }], noExport: true },
  billing_accounts: { action: 'delete', why: 'The spend alert serves only the account holder; invoices do not need it.', links: [{ column: 'user_id' }] },
  outbox_messages: {
    action: 'delete',
    why: 'Queued and sent messages hold the address and the message text: purged, including messages sent to the address while signed out.',
    links: [{ column: 'user_id' }, { column: 'recipient', matches: 'email' }, { column: 'recipient', matches: 'phone' }],
  },
  security_events: {
    action: 'scrub',
    why: 'The audit trail of security acts is kept (what happened, when) without the IP address, device and location.',
    links: [{ column: 'user_id' }, { column: 'actor_id' }],
    scrub: () => ({ ip: null, user_agent: null, location: null }),
  },
  admin_audit_log: {
    action: 'scrub',
    why: "The record of administrators' acts is kept (what was done, to what, when) as the operator's accountability; a deleted admin's name and IP address are removed from their entries.",
    links: [{ column: 'actor_id' }],
    scrub: (userId) => ({ actor_name: `deleted-${userId}`, ip: null }),
  },
  [SERVICES]: {
    action: 'scrub',
    why: 'Services are STOPPED (no longer metered, billed or counted for draws) and renamed; the rows stay because retained invoices and usage refer to them.',
    links: [{ column: 'user_id' }],
    scrub: (_userId, id) => ({ status: 'disabled', name: 'Deleted service', bucket: `deleted-${String(id)}` }),
    perRow: true,
  },
  service_activity: { action: 'delete', why: "The service's change log serves only the account holder.", links: [{ column: 'user_id' }, { column: 'service_id', via: 'services' }] },
  usage_records: { action: 'retain', why: 'Hourly usage is the basis of the invoices that tax law keeps (7 years); it holds no personal details.', links: [{ column: 'service_id', via: 'services' }] },
  [INVOICES]: { action: 'retain', why: 'Kenyan tax law: invoices are kept for 7 years; the customer row they point to is anonymised.', links: [{ column: 'user_id' }] },
  invoice_lines: { action: 'retain', why: 'Part of the retained invoices (tax law, 7 years).', links: [{ column: 'invoice_id', via: 'invoices' }] },
  invoice_payments: { action: 'retain', why: 'Payments received are part of the tax records kept with the invoices (7 years): amount, date, method and receipt number, no personal details.', links: [{ column: 'user_id' }, { column: 'invoice_id', via: 'invoices' }] },
  billing_sequences: { action: 'retain', why: 'The invoice number counter: nothing tied to a person.', links: [] },
  exchange_rates: { action: 'retain', why: 'Rates an administrator set (history of the approximate USD/EUR display); the row names the admin by account id only, as the admin audit log does.', links: [{ column: 'set_by' }] },
  support_tickets: {
    action: 'scrub',
    why: 'The ticket history is kept for support statistics; the name, e-mail address and free-text description are removed.',
    links: [{ column: 'user_id' }, { column: 'email', matches: 'email' }],
    scrub: () => ({ name: 'Deleted user', email: 'deleted@deleted.invalid', description: '[removed at the customer’s request]' }),
  },
  competition_participations: { action: 'delete', why: 'Entries in current and future draws end with the account; past draws keep their frozen snapshots.', links: [{ column: 'user_id' }] },
  competition_winners: { action: 'retain', why: 'The public winners list and the prize audit; the name shown becomes that of the anonymised account ("Deleted U.").', links: [{ column: 'user_id' }] },
  competition_draws: { action: 'retain', why: 'Published draw records anyone can recompute; they hold account ids, no personal details.', links: [{ column: 'winner_user_id' }, { column: 'drawn_by' }] },
  competition_entry_snapshots: {
    action: 'retain',
    why: 'Frozen, committed entry lists (account ids and entry counts) that make past draws verifiable: changing them would break the published commitment. Not exported: the ids sit inside a JSON list.',
    links: [],
    noExport: true,
  },
  promotions: { action: 'retain', why: 'Promotions belong to the company; `created_by` is the id of the administrator who made one.', links: [{ column: 'created_by' }] },
  competition_job_leases: { action: 'retain', why: 'Scheduler bookkeeping: nothing tied to a person.', links: [] },
  competition_draw_rounds: {
    action: 'retain',
    why: 'Published draw rounds (commitment, target block, outcome) anyone can check; `committed_by` is the id of the administrator who started a manual round.',
    links: [{ column: 'committed_by' }],
  },
  storage_buckets: {
    action: 'delete',
    why: "The customer's buckets go with the account (their names become free again); everything in them is deleted with them.",
    links: [{ column: 'user_id' }, { column: 'service_id', via: 'services' }],
  },
  storage_objects: {
    action: 'delete',
    why: 'Stored objects are the customer’s own data: the metadata (keys, headers) is deleted and the bytes are collected by the storage plane’s sweep.',
    links: [{ column: 'bucket_id', via: 'buckets' }],
    blobs: 'blob_key',
  },
  storage_object_parts: {
    action: 'delete',
    why: 'The parts of multipart objects: their bytes are collected like those of the objects.',
    links: [{ column: 'object_id', via: 'objects' }],
    blobs: 'blob_key',
  },
  storage_object_versions: {
    action: 'delete',
    why: 'Noncurrent versions and delete markers of the customer’s objects are their data too: deleted with the buckets, their bytes collected like those of the objects.',
    links: [{ column: 'bucket_id', via: 'buckets' }],
    blobs: 'blob_key',
    blobParts: 'parts',
  },
  storage_bucket_cors: {
    action: 'delete',
    why: 'The CORS rules (allowed origins, methods, headers) the customer set on their buckets go with the buckets.',
    links: [{ column: 'bucket_id', via: 'buckets' }],
  },
  storage_bucket_lifecycle: {
    action: 'delete',
    why: 'The lifecycle rules the customer set on their buckets (what expires when), and the job’s progress through them, go with the buckets.',
    links: [{ column: 'bucket_id', via: 'buckets' }],
  },
  storage_bucket_restores: {
    action: 'delete',
    why: 'The point-in-time restores the customer started on their buckets (prefix, moment, progress) go with the account and its buckets.',
    links: [{ column: 'user_id' }, { column: 'bucket_id', via: 'buckets' }],
  },
  storage_bucket_public_access: {
    action: 'delete',
    why: 'Who may read the customer’s buckets without signing (their policy, canned ACL and Block Public Access flags) goes with the buckets.',
    links: [{ column: 'bucket_id', via: 'buckets' }],
  },
  storage_account_public_access: {
    action: 'delete',
    why: 'The account’s own Block Public Access flags (for all its buckets) go with the account.',
    links: [{ column: 'user_id' }],
  },
  storage_uploads: {
    action: 'delete',
    why: 'Unfinished multipart uploads (key, headers) in the customer’s buckets are aborted.',
    links: [{ column: 'bucket_id', via: 'buckets' }],
  },
  storage_upload_parts: {
    action: 'delete',
    why: 'Parts uploaded to an unfinished multipart upload: their bytes are collected.',
    links: [{ column: 'upload_id', via: 'uploads' }],
    blobs: 'blob_key',
  },
  storage_console_credentials: {
    action: 'delete',
    why: 'The console’s S3 credential of the account must stop working with it. Not exported: it is a credential, not the user’s data.',
    links: [{ column: 'user_id' }],
    noExport: true,
  },
  storage_key_networks: {
    action: 'delete',
    why: 'The networks (IPv4 /24, IPv6 /64) the account’s access keys were used from, kept to spot a key’s first use from a new network: they go with the keys.',
    links: [{ column: 'user_id' }],
  },
  storage_service_usage: {
    action: 'delete',
    why: 'The bytes a service holds (its quota ledger): the objects are gone, and a stopped service is no longer metered.',
    links: [{ column: 'service_id', via: 'services' }],
  },
  ceph_bucket_placements: {
    action: 'delete',
    why: 'Which of the customer’s services each bucket they made in the console belongs to (Ceph plane): it goes with the account and the services.',
    links: [{ column: 'user_id' }, { column: 'service_id', via: 'services' }],
  },
  ceph_bucket_restores: {
    action: 'delete',
    why: 'The point-in-time restores the customer started on their buckets on the Ceph plane (bucket, prefix, moment, progress) go with the account and the services.',
    links: [{ column: 'user_id' }, { column: 'service_id', via: 'services' }],
  },
  ceph_key_buckets: {
    action: 'delete',
    why: 'Which of the account’s buckets each bucket-scoped key may reach on the Ceph plane (bucket names and RGW’s bucket ids): it goes with the keys.',
    links: [{ column: 'user_id' }],
  },
  ceph_key_users: {
    action: 'retain',
    why: 'Ids only (key and account): how the provisioning job finds and removes the RGW users of revoked bucket-scoped keys, after the account is gone too.',
    links: [{ column: 'user_id' }],
  },
  storage_snapshot_schedules: {
    action: 'delete',
    why: 'Whether the customer’s services take daily snapshots, and for how long they are kept, goes with the services.',
    links: [{ column: 'service_id', via: 'services' }],
  },
  storage_snapshots: {
    action: 'delete',
    why: 'The restore points of the customer’s services (when taken, what they held) go with the services and their versions.',
    links: [{ column: 'service_id', via: 'services' }],
  },
  storage_reservations: {
    action: 'delete',
    why: 'Bytes that uploads in progress hold against the quota: they end with the account (its uploads are refused from then on).',
    links: [{ column: 'service_id', via: 'services' }],
  },
  storage_usage_counters: {
    action: 'retain',
    why: 'Hourly request and traffic counters roll up into the usage records behind the retained invoices (tax law); they hold no personal details.',
    links: [{ column: 'service_id', via: 'services' }],
  },
  storage_blob_gc: { action: 'retain', why: 'The storage plane’s queue of blobs to collect (random keys and a due time): nothing tied to a person.', links: [] },
};

/** Column names that tie a row to a person wherever they appear (used by the map's completeness test). */
export const PERSONAL_COLUMN = /^(user_id|.+_user_id|actor_id|created_by|drawn_by|email|.+_email|phone|.+_phone|first_name|last_name|full_name|recipient|ip|user_agent)$/;
