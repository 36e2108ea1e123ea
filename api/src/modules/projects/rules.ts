import { ConflictError, InputError, type FieldProblem } from '../../platform/errors.js';
import type { projects } from '../../platform/db/schema/index.js';
import type { ProjectBody } from '@portal/shared-contracts';

/** The writable fields of a project, already checked against the business rules. */
export type ProjectValues = Omit<typeof projects.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

/** The frontend recognises a duplicate by this code or by the words 'project already exists' (spec §8). */
export const DUPLICATE_PROJECT = 'DUPLICATE_PROJECT';
export const PROJECT_EXISTS = 'Project already exists for this client';

/**
 * A project's name is taken when another project of the same client has the same name but for case and surrounding
 * spaces (another client's may). The database's unique index on (client, normalised name) decides; this is its refusal.
 */
export const duplicateProjectName = () => new ConflictError(PROJECT_EXISTS, DUPLICATE_PROJECT);

/** The same texts the Project form shows (spec §5), so a refusal reads the same from either side. */
export const PROJECT_RULE_MESSAGES = {
  nameRequired: 'Project name is required',
  clientMissing: 'Client does not exist',
  endBeforeStart: 'End Date should not be less than Start Date',
  progressRequired: 'Progress Details is required when status is In Progress',
} as const;

/** Checks the rules beyond the body's shape and returns the values to store (trimmed name, nulls for absent fields). */
export function projectValuesFrom(body: ProjectBody, clientExists: boolean): ProjectValues {
  const name = body.name.trim();
  const startDate = body.startDate ?? null;
  const endDate = body.endDate ?? null;
  const progressDetails = body.progressDetails ?? null;

  const problems: FieldProblem[] = [];
  if (!name) problems.push({ field: 'name', message: PROJECT_RULE_MESSAGES.nameRequired });
  if (!clientExists) problems.push({ field: 'clientId', message: PROJECT_RULE_MESSAGES.clientMissing });
  // ISO dates compare correctly as strings.
  if (startDate && endDate && endDate < startDate) problems.push({ field: 'endDate', message: PROJECT_RULE_MESSAGES.endBeforeStart });
  if (body.status === 'IN_PROGRESS' && !progressDetails) {
    problems.push({ field: 'progressDetails', message: PROJECT_RULE_MESSAGES.progressRequired });
  }
  if (problems.length > 0) throw new InputError(problems.map((p) => p.message).join('; '), problems);

  return { name, clientId: body.clientId, status: body.status, startDate, endDate, progressDetails };
}
