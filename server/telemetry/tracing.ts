// Traces (issue 49; decision 0058): OpenTelemetry spans for each HTTP request (@fastify/otel), each GraphQL field a
// caller asks for, each SQL statement and each job, one trace from the request to its SQL and on to the jobs it makes.
// Exported over OTLP when OTEL_EXPORTER_OTLP_ENDPOINT (or OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) is set; a test server
// (TRACE_TO_MEMORY=true) keeps its last spans in memory for the tests to read (GET /api/test/spans). Otherwise tracing
// is off and costs nothing: no provider, no plugin, and `inSpan` runs its work as it is.
import { context, propagation, SpanKind, SpanStatusCode, trace, type Attributes } from '@opentelemetry/api';
import {
  BatchSpanProcessor,
  NodeTracerProvider,
  SimpleSpanProcessor,
  type ReadableSpan,
  type SpanExporter,
  type SpanProcessor,
} from '@opentelemetry/sdk-trace-node';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { ATTR_SERVICE_NAME, ATTR_SERVICE_VERSION, ATTR_URL_PATH } from '@opentelemetry/semantic-conventions';
import { FastifyOtelInstrumentation } from '@fastify/otel';
import type { FastifyPluginCallback } from 'fastify';
import { currentRequestId } from '../logging/requestContext';
import { maskFaultText } from '../logging/maskPii';
import { PORTAL_VERSION } from '../version';

/** The attribute every span of a request carries: the request's id, as in its log lines (`reqId`). */
export const REQUEST_ID_ATTRIBUTE = 'portal.request_id';
/** The spans the test server keeps (the oldest are dropped). */
const KEPT_SPANS = 2000;
/** Probes are not traced: an orchestrator asks several times a minute, and their answer says all there is. */
const UNTRACED_ROUTES = new Set(['/api/health', '/api/ready']);

export interface Tracing {
  /** The Fastify plugin that makes a span of each request (registered before any route). */
  plugin: FastifyPluginCallback;
  /** The test server's recent spans (empty unless kept in memory). */
  recentSpans: () => ReadableSpan[];
  /** Sends what is still buffered and stops. */
  shutdown: () => Promise<void>;
}

let tracer: ReturnType<typeof trace.getTracer> | null = null;

/** Every span started while a request runs names the request (its children's too: the SQL, the resolvers). */
const requestIdOnEverySpan: SpanProcessor = {
  onStart(span) {
    const id = currentRequestId();
    if (id) span.setAttribute(REQUEST_ID_ATTRIBUTE, id);
  },
  onEnd() {},
  forceFlush: () => Promise.resolve(),
  shutdown: () => Promise.resolve(),
};

/** The test server's last KEPT_SPANS spans: older ones are dropped as new ones come, so memory stays flat. */
class RecentSpans implements SpanExporter {
  private spans: ReadableSpan[] = [];
  export(spans: ReadableSpan[], done: Parameters<SpanExporter['export']>[1]): void {
    this.spans.push(...spans);
    if (this.spans.length > KEPT_SPANS) this.spans.splice(0, this.spans.length - KEPT_SPANS);
    done({ code: 0 });
  }
  recent(): ReadableSpan[] {
    return [...this.spans];
  }
  shutdown(): Promise<void> {
    this.spans = [];
    return Promise.resolve();
  }
}

/** Starts tracing as the settings say, or returns null when it is off. */
export function startTracing(options: { otlp: boolean; inMemory: boolean }): Tracing | null {
  if (!options.otlp && !options.inMemory) return null;
  const memory = options.inMemory ? new RecentSpans() : null;
  const processors: SpanProcessor[] = [requestIdOnEverySpan];
  // The exporter reads the OTEL_EXPORTER_OTLP_* variables itself (endpoint, headers, timeout), as the spec says.
  if (options.otlp) processors.push(new BatchSpanProcessor(new OTLPTraceExporter()));
  if (memory) processors.push(new SimpleSpanProcessor(memory));
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ [ATTR_SERVICE_NAME]: 'lending-portal', [ATTR_SERVICE_VERSION]: PORTAL_VERSION }),
    spanProcessors: processors,
  });
  // The global provider, the AsyncLocalStorage context and the W3C trace context (traceparent) propagation.
  provider.register();
  tracer = trace.getTracer('lending-portal', PORTAL_VERSION);
  const http = new FastifyOtelInstrumentation({
    ignorePaths: (route) => UNTRACED_ROUTES.has(route.url),
    // The request and its handler; not a span for each of the dozen hooks every request passes.
    instrumentHooks: false,
    // The path without its query string: a query may name what the caller looked for.
    requestHook: (span, request) => span.setAttribute(ATTR_URL_PATH, request.url.split('?')[0]!),
  });
  http.setTracerProvider(provider);
  return {
    plugin: http.plugin(),
    recentSpans: () => memory?.recent() ?? [],
    shutdown: async () => {
      await provider.shutdown();
      tracer = null;
    },
  };
}

/** Runs `work` in a span of its own (a child of the current one) when tracing is on; as it is otherwise. */
export function inSpan<T>(
  name: string,
  attributes: Attributes,
  work: () => Promise<T>,
  kind: SpanKind = SpanKind.INTERNAL,
): Promise<T> {
  if (!tracer) return work();
  return tracer.startActiveSpan(name, { attributes, kind }, async (span) => {
    try {
      return await work();
    } catch (error) {
      // The kind of fault and its message with personal data masked (a failed query's parameters dropped whole).
      const message = maskFaultText(error instanceof Error ? error.message : String(error));
      span.recordException({ name: error instanceof Error ? error.name : 'Error', message });
      span.setStatus({ code: SpanStatusCode.ERROR });
      throw error;
    } finally {
      span.end();
    }
  });
}

/** The current trace, written down to travel with a job (W3C `traceparent`), or null when tracing is off. */
export function traceCarrier(): Record<string, string> | null {
  if (!tracer) return null;
  const carrier: Record<string, string> = {};
  propagation.inject(context.active(), carrier);
  return carrier.traceparent ? carrier : null;
}

/** Runs `work` as part of the trace a carrier names (a job in the trace of the request that made it). */
export function inCarriedTrace<T>(carrier: unknown, work: () => Promise<T>): Promise<T> {
  if (!tracer || !carrier || typeof carrier !== 'object') return work();
  return context.with(propagation.extract(context.active(), carrier), work);
}
