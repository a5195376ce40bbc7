/**
 * Typed domain errors (DESIGN §9.3). Services throw these; the error plugin maps each to
 * its status code and the `{ success: false, error: true, message }` envelope.
 */
export class DomainError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class BadRequestError extends DomainError {
  constructor(message: string) {
    super(400, message);
  }
}

export class UnauthorizedError extends DomainError {
  constructor(message = 'Please log in to continue.') {
    super(401, message);
  }
}

export class ForbiddenError extends DomainError {
  constructor(message = 'You do not have permission to do this.') {
    super(403, message);
  }
}

export class NotFoundError extends DomainError {
  constructor(message = 'Not found.') {
    super(404, message);
  }
}

export class ConflictError extends DomainError {
  constructor(message: string) {
    super(409, message);
  }
}

export class GoneError extends DomainError {
  constructor(message: string) {
    super(410, message);
  }
}

export class PayloadTooLargeError extends DomainError {
  constructor(message: string) {
    super(413, message);
  }
}

export class TooManyRequestsError extends DomainError {
  constructor(message = 'Too many requests. Please wait a moment and try again.') {
    super(429, message);
  }
}
