import type { DataSource } from 'typeorm';

/** Process-wide dependencies handed to background jobs and to every request context. */
export interface AppServices {
  db: DataSource;
}
