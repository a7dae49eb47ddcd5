// The application's documents over REST (issue 14), both for the borrower alone (their id token in Authorization, the
// brand from the host, the caller as server/domain/session/caller.ts names them; an agent is refused):
// - GET /api/applications/:id/agreements/:idTag: one agreement's PDF (agreementService.ts makes it), never cached.
// - GET /api/applications/:id/adverse-action-notice: a declined application's notice of action taken, as a PDF.
// - POST /api/applications/:id/documents (/upload-docs): one document per request, multipart/form-data with
// a `kind` field (ID_FRONT, ID_BACK or PROOF_OF_ADDRESS) before the `file` part; the borrower's id token in
// Authorization, the brand from the host. Answers 201 {kind, mediaType, pending} or {error} with 400 (the file's
// type by content, its size, an empty file, a failed virus scan, a document not asked for), 401, 403, 404 or 413.
// The checks and the keeping are server/domain/application/documents/documentUpload.ts.
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/client';
import type { ChangeFeed } from '../db/changeFeed';
import { receiveDocument, type MalwareScanner } from '../domain/application/documents/documentUpload';
import { agreementPdf } from '../domain/application/agreements/agreementService';
import { noticePdfFor } from '../domain/application/decision/adverseNotice';
import { DomainError } from '../domain/domainError';
import { bearerToken, identifyCaller, INCORRECT_BRAND } from '../domain/session/caller';
import type { TokenService } from '../identity/tokens';
import { isDocumentKind, MAX_DOCUMENT_BYTES, UPLOAD_TEXT } from '../../src/lib/rules/documentUploads';
import type { HostPolicy } from './hosts';
import { ERROR_ANSWER } from './openApi';
import { isUuid } from '../domain/uuid';

const STATUS = { BAD_REQUEST: 400, FORBIDDEN: 403, NOT_FOUND: 404, RATE_LIMITED: 429 } as const;

const refuse = (reply: FastifyReply, status: number, error: string) => reply.code(status).send({ error });

type Deps = { db: Database; tokens: TokenService; hosts: HostPolicy; changes: ChangeFeed; scanner: MalwareScanner };

/** The caller of a document route: the borrower (or an agent, whom each route refuses), else a refusal sent. */
async function callerOf(deps: Deps, request: FastifyRequest<{ Params: { id: string } }>, reply: FastifyReply) {
  const caller = await identifyCaller(deps, bearerToken(request.headers.authorization), deps.hosts.brandOf(request));
  if (caller === 'unauthenticated') return void refuse(reply, 401, 'Unauthorized');
  if (caller === 'incorrectBrand') return void refuse(reply, 403, INCORRECT_BRAND);
  if (!isUuid(request.params.id)) return void refuse(reply, 404, 'No application with this id for this customer');
  return { customerId: caller.subjectId, brand: caller.brand, isAgent: caller.isAgent };
}

function refused(reply: FastifyReply, error: unknown) {
  if (error instanceof DomainError && error.code in STATUS) return refuse(reply, STATUS[error.code], error.message);
  throw error;
}

/** A PDF of the borrower's, never kept by a cache. */
const sendPdf = (reply: FastifyReply, bytes: Uint8Array, disposition: string) =>
  reply
    .header('Content-Type', 'application/pdf')
    .header('Content-Disposition', disposition)
    .header('Cache-Control', 'no-store')
    .send(Buffer.from(bytes));

const applicationId = { type: 'string', description: "The application's id" } as const;
const signedIn = 'Authorization: the id token of the applicant (or of an agent acting for them).';
/** A PDF answer, as OpenAPI describes one. */
const PDF = {
  description: 'The PDF',
  content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
};
const refusals = { 401: ERROR_ANSWER, 403: ERROR_ANSWER, 404: ERROR_ANSWER };

export function registerDocumentRoutes(app: FastifyInstance, deps: Deps): void {
  app.get<{ Params: { id: string; idTag: string }; Querystring: { language?: string } }>(
    '/api/applications/:id/agreements/:idTag',
    {
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: {
        tags: ['application'],
        summary: 'One of the loan agreements of an application, as a PDF',
        description: signedIn,
        params: {
          type: 'object',
          properties: { id: applicationId, idTag: { type: 'string', description: "The agreement's tag" } },
        },
        querystring: {
          type: 'object',
          properties: {
            language: {
              type: 'string',
              maxLength: 8,
              description:
                'The copy in this language (en or es; English for any other). Without it: the copy agreed, else English',
            },
          },
        },
        response: { 200: PDF, ...refusals },
      },
    },
    async (request, reply) => {
      const caller = await callerOf(deps, request, reply);
      if (!caller) return reply;
      try {
        const bytes = await agreementPdf(
          deps.db,
          caller,
          request.params.id,
          request.params.idTag,
          request.query.language ?? null,
        );
        return sendPdf(reply, bytes, `inline; filename="${request.params.idTag.replace(/[^A-Z_]/g, '')}.pdf"`);
      } catch (error) {
        return refused(reply, error);
      }
    },
  );
  // A declined application's notice of action taken, as a PDF (issue 48): the borrower's own, never an agent's.
  app.get<{ Params: { id: string } }>(
    '/api/applications/:id/adverse-action-notice',
    {
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags: ['application'],
        summary: "A declined application's notice of action taken, as a PDF: the applicant's own, never an agent's",
        description: 'Authorization: the id token of the applicant.',
        params: { type: 'object', properties: { id: applicationId } },
        response: { 200: PDF, ...refusals },
      },
    },
    async (request, reply) => {
      const caller = await callerOf(deps, request, reply);
      if (!caller) return reply;
      if (caller.isAgent) return refuse(reply, 403, 'Only the applicant can download their notice.');
      try {
        const bytes = await noticePdfFor(deps.db, caller, request.params.id);
        return sendPdf(reply, bytes, 'attachment; filename="notice-of-action-taken.pdf"');
      } catch (error) {
        return refused(reply, error);
      }
    },
  );
  void app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: MAX_DOCUMENT_BYTES, files: 1, fields: 1, parts: 2, fieldSize: 64 },
    });
    scope.post<{ Params: { id: string } }>(
      '/api/applications/:id/documents',
      {
        config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
        schema: {
          tags: ['application'],
          summary: 'A document the application asks for (multipart/form-data: a `kind` field, then the file)',
          description: `${signedIn} The file is scanned before it is kept; 413 when it is too large.`,
          params: { type: 'object', properties: { id: applicationId } },
          response: { 400: ERROR_ANSWER, ...refusals, 413: ERROR_ANSWER },
        },
      },
      async (request, reply) => {
        const caller = await callerOf(deps, request, reply);
        if (!caller) return reply;
        if (!request.isMultipart()) return refuse(reply, 400, 'Send the document as multipart/form-data.');
        const file = await request.file();
        if (!file) return refuse(reply, 400, UPLOAD_TEXT.empty);
        const kind = (file.fields.kind as { value?: unknown } | undefined)?.value;
        if (!isDocumentKind(kind)) {
          file.file.resume();
          return refuse(reply, 400, UPLOAD_TEXT.unknownKind);
        }
        let bytes: Buffer;
        try {
          bytes = await file.toBuffer();
        } catch (error) {
          if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
            return refuse(reply, 413, UPLOAD_TEXT.tooLarge);
          throw error;
        }
        // A file cut at the limit is too large even when the cut was seen only as the stream ended (busboy marks it
        // truncated; under load, toBuffer has been seen to answer the cut bytes instead of throwing).
        if (file.file.truncated) return refuse(reply, 413, UPLOAD_TEXT.tooLarge);
        try {
          const taken = await receiveDocument(
            { db: deps.db, changes: deps.changes, scanner: deps.scanner },
            caller,
            request.params.id,
            kind,
            bytes,
          );
          return reply.code(201).send(taken);
        } catch (error) {
          return refused(reply, error);
        }
      },
    );
  });
}
