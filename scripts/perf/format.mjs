// How figures are printed: 'n/a' for a missing one, seconds and KiB with their usual precision.
const na = (v) => v === null || v === undefined;

export const fmt = {
  score: (v) => (na(v) ? 'n/a' : String(v)),
  s: (ms) => (na(ms) ? 'n/a' : (ms / 1000).toFixed(2)),
  ms: (ms) => (na(ms) ? 'n/a' : String(Math.round(ms))),
  cls: (v) => (na(v) ? 'n/a' : v.toFixed(3)),
  kib: (bytes) => (bytes / 1024).toFixed(1),
};

/** A plain-text table: the first column left-aligned, the others right-aligned. */
export function table(headers, rows) {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const line = (cells) =>
    cells.map((c, i) => (i === 0 ? String(c).padEnd(widths[i]) : String(c).padStart(widths[i]))).join('  ');
  return [line(headers), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}
