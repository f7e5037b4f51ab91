/** Storage's error answers (docs/supabase-contract.md §6.1): HTTP 400 with the real status as a string in the body. */

/** An answer in storage's error shape: HTTP 400 (500 for internal errors) and the "real" status as a string. */
export class StorageError extends Error {
  constructor(
    readonly statusCode: string,
    readonly code: string,
    readonly error: string,
    message: string,
    readonly httpStatus = 400,
  ) {
    super(message);
  }

  toResponse(): Response {
    return Response.json(
      { statusCode: this.statusCode, code: this.code, error: this.error, message: this.message },
      { status: this.httpStatus },
    );
  }
}

export const errors = {
  noSuchBucket: () => new StorageError('404', 'NoSuchBucket', 'Bucket not found', 'Bucket not found'),
  noSuchKey: () => new StorageError('404', 'NoSuchKey', 'not_found', 'Object not found'),
  entityTooLarge: () =>
    new StorageError('413', 'EntityTooLarge', 'Payload too large', 'The object exceeded the maximum allowed size'),
  invalidMimeType: (mimetype: string) =>
    new StorageError('415', 'InvalidMimeType', 'invalid_mime_type', `mime type ${mimetype} is not supported`),
  contentMismatch: (mimetype: string) =>
    new StorageError(
      '415',
      'InvalidMimeType',
      'invalid_mime_type',
      `The file is not a ${mimetype.split(';')[0]!.trim()} image: its content does not match the type it was sent as`,
    ),
  accessDenied: () =>
    new StorageError('403', 'AccessDenied', 'Unauthorized', 'new row violates row-level security policy'),
  duplicate: (code: 'KeyAlreadyExists' | 'ResourceAlreadyExists' = 'KeyAlreadyExists') =>
    new StorageError('409', code, 'Duplicate', 'The resource already exists'),
  invalidKey: (key: string) => new StorageError('400', 'InvalidKey', 'Invalid Input', `Invalid key: ${key}`),
  invalidBucketName: (name: string) =>
    new StorageError('400', 'InvalidBucketName', 'Invalid Input', `Bucket name invalid: ${name}`),
  invalidJwt: (message: string) => new StorageError('400', 'InvalidJWT', 'Unauthorized', message),
  invalidSignature: () =>
    new StorageError('400', 'InvalidSignature', 'Unauthorized', 'The url do not match the signature'),
  invalidRequest: (message: string) => new StorageError('400', 'InvalidRequest', 'Invalid Input', message),
  notEmpty: () =>
    new StorageError('409', 'InvalidRequest', 'Bucket not empty', 'The bucket you tried to delete is not empty'),
  routeNotFound: (method: string, path: string) =>
    new StorageError('404', 'NotFound', 'Not Found', `Route ${method}:${path} not found`, 404),
  internal: () => new StorageError('500', 'InternalError', 'Internal Server Error', 'Internal Server Error', 500),
};

/** Maps a database error raised while acting as the caller to storage's error table. */
export function mapDbError(cause: unknown): StorageError {
  if (cause instanceof StorageError) return cause;
  const code = (cause as { code?: unknown } | null)?.code;
  // `raise sqlstate 'PT429'` from a trigger (the upload limit): that status, in the body and on the answer.
  if (typeof code === 'string' && /^PT4\d\d$/.test(code)) {
    return new StorageError(
      code.slice(2),
      code === 'PT429' ? 'TooManyRequests' : 'InvalidRequest',
      code === 'PT429' ? 'Too Many Requests' : 'Invalid Request',
      cause instanceof Error ? cause.message : 'Refused',
      Number(code.slice(2)),
    );
  }
  switch (code) {
    case '42501': // insufficient_privilege: RLS refused the row, or the role lacks the grant
      return errors.accessDenied();
    case '23505':
      return errors.duplicate();
    case '23503':
      return errors.noSuchBucket();
    case '22023': // invalid_parameter_value: e.g. a JWT whose role does not exist
      return errors.invalidJwt('The role in the token is not allowed');
    case '22P02':
    case '22001':
    case '23502':
    case '23514':
      return errors.invalidRequest(cause instanceof Error ? cause.message : 'Invalid input');
    default:
      console.error('[storage]', cause);
      return errors.internal();
  }
}
