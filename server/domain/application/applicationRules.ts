// The application's rules that need no database (application spec 3.1, 5, 9): the 21-day life of an unsubmitted
// application, the place to resume at that a save names, whether resuming is worth offering, and the check of a save's
// data with the browser's own schemas (a refusal names the first field and its message).
import { ValidationError, type AnyObjectSchema } from 'yup';
import { STEP_PAGES, type ApplicationStep } from '../../../src/lib/rules/applicationSteps';
import { formFieldOf, type FieldsOfWire } from '../../../src/lib/validation/formOfWire';
import { badRequest, refused } from '../domainError';

/** Unsubmitted applications are kept this long from their creation (spec 9), then purged. */
export const RETENTION_DAYS = 21;
const DAY_MS = 86_400_000;

export const retentionCutoff = (now: Date) => new Date(now.getTime() - RETENTION_DAYS * DAY_MS);
export const isKept = (createdAt: Date, now: Date) => createdAt.getTime() > retentionCutoff(now).getTime();

/** The place to resume at that a step's save names, as the columns it writes (nothing when the save names none). */
export const resumeAtPage = (resumeAt: ApplicationStep | null | undefined) =>
  resumeAt ? { applicationUrl: STEP_PAGES[resumeAt] } : {};

/**
 * The application types (spec 3.1): this portal makes SAGA_APPLICATION_ONLINE ones; LEGACY_APPLICATION_ONLINE ones
 * were started on the earlier online application, whose steps differ: they are never resumed or changed here, and
 * the customer starts a new one (which withdraws the earlier one).
 */
export const APPLICATION_TYPE = { current: 'SAGA_APPLICATION_ONLINE', legacy: 'LEGACY_APPLICATION_ONLINE' } as const;
export const LEGACY_APPLICATION_TEXT = {
  cannotChange:
    'This application was started on our earlier website and can’t be continued here. Please start a new application.',
  onlyCurrent:
    'applicationType must be SAGA_APPLICATION_ONLINE: LEGACY_APPLICATION_ONLINE applications come only from the earlier online application.',
} as const;

/** Why an application can no longer be changed by a step's save, or null while it can (spec 3.1, 9). */
export function whyUnchangeable(row: {
  applicationType: string;
  submittedAt: Date | null;
  status: string;
  withdrawnAt: Date | null;
}): string | null {
  if (row.applicationType === APPLICATION_TYPE.legacy) return LEGACY_APPLICATION_TEXT.cannotChange;
  if (row.submittedAt) return 'This application has been submitted and can no longer be changed.';
  if (row.status !== 'UNSUBMITTED' || row.withdrawnAt) return NO_LONGER_CHANGEABLE;
  return null;
}

export const NO_LONGER_CHANGEABLE = 'This application can no longer be changed. Start a new one.';

/** Resuming is offered once something beyond the login was saved; before that the person simply starts. */
export const worthResuming = (application: { personal: unknown; applicationUrl: string | null }) =>
  application.personal !== null && application.applicationUrl !== null;

/**
 * Checks `values` with `schema` (and its `context`); a refusal is a BAD_REQUEST naming the first field refused (as the
 * browser's form names it, when `fields` say) and its message.
 */
export function checked<T>(
  schema: AnyObjectSchema,
  values: Record<string, unknown>,
  fields: FieldsOfWire = {},
  context: Record<string, unknown> = {},
  /** The refusal's reason for a rule the page acts on, by the rule's test name (`age`: UNDER_18). */
  reasons: Record<string, string> = {},
): T {
  try {
    // No stack trace for the refusal: it becomes the answer's message, and capturing one costs more than the check.
    return schema.validateSync(values, { abortEarly: true, stripUnknown: true, context, disableStackTrace: true }) as T;
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const field = formFieldOf(fields, error.path);
    const reason = error.type ? reasons[error.type] : undefined;
    throw reason ? refused(error.message, reason, field) : badRequest(error.message, field);
  }
}
