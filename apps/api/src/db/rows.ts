import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/**
 * For statements the query builder cannot write (several inserts in one statement, each a CTE): rows
 * of a table as `(columns)` and `values (…), (…)`, each value cast to its column's type so that an
 * INSERT … SELECT reads them as the table's types. The columns are the first row's keys: every row
 * names the same ones, and a column left out takes its default.
 */
export function rowValues<T extends PgTable>(table: T, rows: readonly T['$inferInsert'][]): { columns: SQL; values: SQL } {
  const byKey = getTableColumns(table);
  const keys = Object.keys(rows[0]!).filter((key) => key in byKey);
  const columns = keys.map((key) => byKey[key]!);
  const tuples = rows.map((row) => {
    const values = columns.map((column, index) => {
      const value = (row as Record<string, unknown>)[keys[index]!];
      const driverValue = value === null || value === undefined ? null : column.mapToDriverValue(value);
      return sql`${driverValue}::${sql.raw(column.getSQLType())}`;
    });
    return sql`(${sql.join(values, sql`, `)})`;
  });
  return {
    columns: sql`(${sql.join(
      columns.map((column) => sql.identifier(column.name)),
      sql`, `,
    )})`,
    values: sql`values ${sql.join(tuples, sql`, `)}`,
  };
}

/** A row of `table` handed back as JSON (row_to_json, json_agg) in the shape a Drizzle select gives it. */
export function rowFromJson<T extends PgTable>(table: T, json: Record<string, unknown>): T['$inferSelect'] {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = json[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as T['$inferSelect'];
}
