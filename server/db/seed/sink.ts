/**
 * Where the seed writes its rows. The demo data is generated once, here, and written either into
 * the database (`databaseSink`: the reference server) or into memory (the admin's fake shop,
 * src/dataProvider/fake), so both hold the same deterministic shop. Nothing in the seed's
 * generators may depend on Node or on a database: they only call `insert`.
 */
import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../schema.js';

export type SeedTable = keyof Database & string;

export interface SeedSink {
  /** Writes rows into a table; the store fills the columns it has defaults for. */
  insert<T extends SeedTable>(table: T, rows: ReadonlyArray<Insertable<Database[T]>>): Promise<void>;
  /** Writes box openings and returns the ids the store gave them (an identity column), in order. */
  insertOpenings(rows: ReadonlyArray<Insertable<Database['box_openings']>>): Promise<number[]>;
}

/** The seed's rows into a Kysely database (inside the caller's transaction). */
export function databaseSink(db: Kysely<Database>): SeedSink {
  return {
    async insert(table, rows) {
      if (rows.length === 0) return;
      // kysely's insert types are per table; the rows were typed for this table by the caller
      await db
        .insertInto(table)
        .values(rows as never)
        .execute();
    },
    async insertOpenings(rows) {
      if (rows.length === 0) return [];
      const ids = await db
        .insertInto('box_openings')
        .values([...rows])
        .returning('id')
        .execute();
      return ids.map((row) => Number(row.id));
    },
  };
}
