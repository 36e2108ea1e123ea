/** A problem with one input field, reported in the `details` of a 400 answer. */
export type FieldProblem = { field: string; message: string };

/** Base of every error whose message is safe to show to the caller. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly details?: FieldProblem[],
    /** Machine-readable reason (e.g. DUPLICATE_PROJECT) for clients that must tell conflicts apart. */
    readonly code?: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class InputError extends AppError {
  constructor(message: string, details?: FieldProblem[]) {
    super(400, message, details);
  }
}

export class UnauthorizedError extends AppError {
  constructor(message = 'Authentication required.') {
    super(401, message);
  }
}

export class ForbiddenError extends AppError {
  constructor(message = 'You do not have permission to perform this action.') {
    super(403, message);
  }
}

export class NotFoundError extends AppError {
  constructor(message = 'Not found.') {
    super(404, message);
  }
}

export class ConflictError extends AppError {
  constructor(message: string, code?: string) {
    super(409, message, undefined, code);
  }
}
