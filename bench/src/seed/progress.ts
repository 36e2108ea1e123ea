/**
 * Prints "label  n / total  (rate rows/s)" on one refreshed line, so a long load shows it is moving. Rows count
 * as sent when handed to the database; the final line's rate includes what the database does at the end of
 * the COPY (PostgreSQL checks foreign keys once the statement ends), so it is the one to compare.
 */
export function progress(label: string, total: number) {
  const started = performance.now();
  let done = 0;
  let lastPrint = 0;
  const line = () => {
    const seconds = (performance.now() - started) / 1000;
    const rate = seconds > 0 ? Math.round(done / seconds) : 0;
    return `  ${label.padEnd(12)} ${done.toLocaleString('en-US').padStart(11)} / ${total.toLocaleString('en-US')}  (${rate.toLocaleString('en-US')} rows/s)`;
  };
  return {
    add(rows: number) {
      done += rows;
      const now = performance.now();
      // A terminal gets one line redrawn 4 times a second; a log file a new line every 5 seconds.
      if (now - lastPrint < (process.stderr.isTTY ? 250 : 5000)) return;
      lastPrint = now;
      process.stderr.write(process.stderr.isTTY ? `\r${line()}` : `${line()}\n`);
    },
    finish(): number {
      process.stderr.write(`${process.stderr.isTTY ? '\r' : ''}${line()}  in ${((performance.now() - started) / 1000).toFixed(1)} s\n`);
      return (performance.now() - started) / 1000;
    },
  };
}
