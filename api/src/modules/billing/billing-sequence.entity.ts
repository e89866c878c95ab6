import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * Gap-free counters (one row per sequence, e.g. 'invoice'). A number is taken by incrementing the
 * row inside the transaction that uses it: a rollback returns it, and the row lock (PostgreSQL) or
 * the single writer (SQLite) makes concurrent transactions take turns.
 */
@Entity('billing_sequences')
export class BillingSequenceEntity {
  @PrimaryColumn({ type: 'varchar', length: 40 })
  name: string;

  @Column({ name: 'last_value', type: 'integer' })
  lastValue: number;
}
