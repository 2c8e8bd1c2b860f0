// The suite's printed table: one line per endpoint, with the verdict at the end.

export interface Row {
  endpoint: string;
  requestsPerSecond: number;
  p99: number;
  /** The answering server's CPU time per request, in µs. */
  cpuUsPerRequest: number | undefined;
  ratio: number | undefined;
  target: string;
  failures: number;
  /** undefined: not judged (nothing to compare with). */
  ok: boolean | undefined;
}

const columns = [
  { title: 'endpoint', width: 40, align: 'left' },
  { title: 'req/s', width: 8, align: 'right' },
  { title: 'p99', width: 9, align: 'right' },
  { title: 'CPU/req', width: 9, align: 'right' },
  { title: 'ratio', width: 7, align: 'right' },
  { title: 'target', width: 34, align: 'left' },
  { title: 'failed', width: 6, align: 'right' },
  { title: '', width: 4, align: 'left' },
] as const;

const line = (cells: string[]) =>
  cells
    .map((cell, i) =>
      columns[i]!.align === 'left' ? cell.padEnd(columns[i]!.width) : cell.padStart(columns[i]!.width),
    )
    .join('  ')
    .trimEnd();

export function printTable(title: string, rows: Row[]) {
  console.log(`\n${title}`);
  console.log(line(columns.map((c) => c.title)));
  for (const r of rows)
    console.log(
      line([
        r.endpoint,
        r.requestsPerSecond.toFixed(0),
        `${r.p99.toFixed(0)} ms`,
        r.cpuUsPerRequest === undefined ? '—' : `${r.cpuUsPerRequest.toFixed(0)} µs`,
        r.ratio === undefined ? '—' : r.ratio.toFixed(3),
        r.target,
        String(r.failures),
        r.ok === undefined ? '—' : r.ok ? 'ok' : 'MISS',
      ]),
    );
}
