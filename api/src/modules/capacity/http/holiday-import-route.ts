import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { importHolidays } from '../capacity-writes.js';
import { AppError, InputError } from '../../../platform/errors.js';
import { requireRole } from '../../../platform/auth/auth-plugin.js';
import { ErrorResponse, HolidayImportResult, authErrors } from '@portal/shared-contracts';

// As much as any other request body may be: some thousand rows, more than MAX_IMPORT_ROWS allows.
const MAX_FILE_BYTES = 64 * 1024;
const SEND_CSV = 'Send the holidays as a text/csv body, or as the file of the multipart field "file".';

/** The CSV text of the request: its text/csv body, or the multipart field `file`. */
async function csvOf(request: FastifyRequest): Promise<string> {
  if (typeof request.body === 'string') return request.body;
  if (!request.isMultipart()) throw new AppError(415, SEND_CSV);
  const part = await request.file().catch(() => undefined);
  if (!part || part.fieldname !== 'file') throw new InputError(SEND_CSV, [{ field: 'file', message: 'is required' }]);
  const bytes = await part.toBuffer().catch((error: { code?: string }) => {
    if (error.code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, 'The file must be at most 64 KB.', [{ field: 'file', message: 'must be at most 64 KB' }]);
    throw error;
  });
  return bytes.toString('utf8');
}

/** POST /holidays/import, in a scope of its own: no other route takes CSV or multipart bodies. */
const holidayImportRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.addContentTypeParser('text/csv', { parseAs: 'string' }, (_request, body, done) => done(null, body));
  await app.register(multipart, { limits: { fileSize: MAX_FILE_BYTES, files: 1, fields: 0, parts: 1 } });

  app.post(
    '/import',
    {
      onRequest: requireRole('ADMIN'),
      schema: {
        tags: ['capacity'],
        summary:
          'Import public holidays from CSV (admin): columns date (YYYY-MM-DD) and name, header row optional, as a text/csv body ' +
          'or the multipart field "file". All rows or none: any bad row is a 400 naming each bad row and why. Dates already ' +
          'on the list are reported under duplicates and not added again.',
        consumes: ['text/csv', 'multipart/form-data'],
        response: { 200: HolidayImportResult, ...authErrors, 413: ErrorResponse, 415: ErrorResponse },
      },
    },
    async (request) => {
      const result = await importHolidays(app.db, await csvOf(request));
      await app.audit(request, {
        action: 'holiday.imported',
        outcome: 'SUCCESS',
        targetType: 'holiday',
        details: { imported: result.imported.map((holiday) => holiday.date), duplicates: result.duplicates.map((row) => row.date) },
      });
      return result;
    },
  );
};

export default holidayImportRoute;
