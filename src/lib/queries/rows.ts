/** One page of a table: its records, and where the next page starts (null: this was the last). */
export interface Rows<T, C> {
  items: T[];
  next: C | null;
}
