import { spawn } from 'node:child_process';
import type { Download } from './download.js';

// The export's own query shape and default order (first name, case-insensitive, then id): the database does the
// same join and sort, so the ratio shows what the API adds on top of PostgreSQL writing CSV itself.
const EXPORT_EQUIVALENT = `
  SELECT u.first_name, u.last_name, p.name, t.date, t.hours, t.status, t.description, t.rejection_reason
  FROM timesheets t JOIN users u ON u.id = t.user_id JOIN projects p ON p.id = t.project_id
  ORDER BY lower(u.first_name), t.id`;

/** `COPY (...) TO STDOUT CSV` through psql, the floor any CSV export of these rows can be compared with. */
export function copyBaseline(databaseUrl: string): Promise<Download> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const sql = `COPY (${EXPORT_EQUIVALENT}) TO STDOUT WITH (FORMAT csv, HEADER)`;
    const psql = spawn('psql', ['-X', '-q', '-v', 'ON_ERROR_STOP=1', '-d', databaseUrl, '-c', sql], { stdio: ['ignore', 'pipe', 'pipe'] });
    let bytes = 0;
    let lines = 0;
    let errors = '';
    psql.stdout.on('data', (chunk: Buffer) => {
      bytes += chunk.length;
      for (let i = chunk.indexOf(0x0a); i !== -1; i = chunk.indexOf(0x0a, i + 1)) lines++;
    });
    psql.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    psql.on('error', reject);
    psql.on('close', (code) => {
      if (code !== 0) reject(new Error(`bench: psql COPY failed (${code}): ${errors.trim()}`));
      else resolve({ status: 200, bytes, lines, seconds: (performance.now() - started) / 1000 });
    });
  });
}
