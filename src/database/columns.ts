import { ColumnOptions, ValueTransformer } from 'typeorm';

/** MariaDB returns DECIMAL as strings; SQLite as numbers. Entities always see numbers (or null). */
export const decimalTransformer: ValueTransformer = {
  to: (value: number | null | undefined) => value,
  from: (value: string | number | null) => (value === null || value === undefined ? null : Number(value)),
};

/** Money in pounds: DECIMAL(12,2). */
export function moneyColumn(options: ColumnOptions = {}): ColumnOptions {
  return { type: 'decimal', precision: 12, scale: 2, transformer: decimalTransformer, ...options };
}

/** A rate or percentage with up to 3 decimals: DECIMAL(7,3). */
export function rateColumn(options: ColumnOptions = {}): ColumnOptions {
  return { type: 'decimal', precision: 7, scale: 3, transformer: decimalTransformer, ...options };
}

/** Datetimes keep sub-second precision on both engines (6, the precision TypeORM gives CURRENT_TIMESTAMP defaults on MySQL). */
export function dateTimeColumn(options: ColumnOptions = {}): ColumnOptions {
  return { type: 'datetime', precision: 6, ...options };
}
