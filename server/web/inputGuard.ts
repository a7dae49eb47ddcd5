// Every request's JSON body is checked for what no input may carry (server/security/hostileInput.ts) before any route
// reads it, and a value the database refuses as data is answered as the caller's mistake: a 400 that says what to fix,
// in the shape the route speaks (REST's { error }, the identity protocol's __type, GraphQL's BAD_USER_INPUT), never a
// 500. Nothing is stored for a refused request.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HOSTILE_INPUT_TEXT, hostileInput, isDataException } from '../security/hostileInput';

function refuse(request: FastifyRequest, reply: FastifyReply, message: string) {
  const path = request.url.split('?')[0] ?? '';
  if (path === '/graphql')
    return reply.code(400).send({ errors: [{ message, extensions: { code: 'BAD_USER_INPUT' } }] });
  if (path === '/cognito' || path === '/cognito/') {
    return reply
      .code(400)
      .header('content-type', 'application/x-amz-json-1.1')
      .header('x-amzn-errortype', 'InvalidParameterException')
      .send(JSON.stringify({ __type: 'InvalidParameterException', message }));
  }
  return reply.code(400).send({ error: message });
}

export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request, reply) => {
    if (request.body === null || typeof request.body !== 'object' || Buffer.isBuffer(request.body)) return;
    const problem = hostileInput(request.body);
    if (problem) await refuse(request, reply, problem);
  });
  app.setErrorHandler(async (error, request, reply) => {
    if (isDataException(error)) return refuse(request, reply, HOSTILE_INPUT_TEXT.data);
    // A route's JSON schema refused the request: its own words when the schema has them (errorMessage), else Ajv's
    // ("body/vitals/0/name must be equal to one of the allowed values").
    if (isValidationError(error)) {
      const own = error.validation.find((problem) => problem.keyword === 'errorMessage');
      return refuse(request, reply, own?.message ?? error.message);
    }
    // A body that could not be read (not JSON): said in the route's shape too.
    if (error instanceof Error && (error as { statusCode?: number }).statusCode === 400)
      return refuse(request, reply, error.message);
    // Anything else as Fastify answers it.
    return reply.send(error);
  });
}

function isValidationError(error: unknown): error is Error & { validation: { keyword: string; message?: string }[] } {
  return error instanceof Error && Array.isArray((error as { validation?: unknown }).validation);
}
