import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okEnvelope } from '@platform/contracts/envelope';
import { errorReplies, ok } from './envelope';
import { CSP_REPORT_PATH } from './security-headers';

/** One Content-Security-Policy violation, as either reporting format tells it. */
export type TCspViolation = {
  receivedAt: string;
  document: string;
  blocked: string;
  directive: string;
  source: string | null;
  line: number | null;
  sample: string | null;
};

const text = (value: unknown, max = 500) => (typeof value === 'string' ? value.slice(0, max) : '');
const numberOrNull = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/** `report-uri`: `{ "csp-report": { "document-uri", … } }` (application/csp-report). */
const fromReportUri = (report: Record<string, unknown>, receivedAt: string): TCspViolation => ({
  receivedAt,
  document: text(report['document-uri']),
  blocked: text(report['blocked-uri']),
  directive: text(report['effective-directive'] || report['violated-directive'], 100),
  source: text(report['source-file']) || null,
  line: numberOrNull(report['line-number']),
  sample: text(report['script-sample'], 200) || null,
});

/** Reporting API: `[{ type: "csp-violation", body: { documentURL, … } }]` (application/reports+json). */
const fromReportingApi = (body: Record<string, unknown>, receivedAt: string): TCspViolation => ({
  receivedAt,
  document: text(body.documentURL),
  blocked: text(body.blockedURL),
  directive: text(body.effectiveDirective, 100),
  source: text(body.sourceFile) || null,
  line: numberOrNull(body.lineNumber),
  sample: text(body.sample, 200) || null,
});

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The violations in a report body of either format (at most 20; anything else is ignored). */
export function readViolations(body: unknown, receivedAt: string): TCspViolation[] {
  if (isRecord(body) && isRecord(body['csp-report'])) return [fromReportUri(body['csp-report'], receivedAt)];
  if (!Array.isArray(body)) return [];
  return body
    .slice(0, 20)
    .filter((entry) => isRecord(entry) && entry.type === 'csp-violation' && isRecord(entry.body))
    .map((entry) => fromReportingApi((entry as { body: Record<string, unknown> }).body, receivedAt));
}

const KEPT = 100;
const LOGGED_PER_MINUTE = 60;

/** The latest violations this process received (newest first), and how many in all. */
export type CspReportLog = {
  add(violations: readonly TCspViolation[]): TCspViolation[];
  recent(): { total: number; recent: TCspViolation[] };
};

export function createCspReportLog(): CspReportLog {
  const kept: TCspViolation[] = [];
  let total = 0;
  let minute = 0;
  let loggedThisMinute = 0;
  return {
    /** Records the violations; returns those to log (a flood is logged only up to a rate). */
    add(violations) {
      total += violations.length;
      kept.unshift(...violations);
      kept.length = Math.min(kept.length, KEPT);
      const now = Math.floor(Date.now() / 60_000);
      if (now !== minute) [minute, loggedThisMinute] = [now, 0];
      const logged = violations.slice(0, Math.max(0, LOGGED_PER_MINUTE - loggedThisMinute));
      loggedThisMinute += logged.length;
      return logged;
    },
    recent: () => ({ total, recent: [...kept] }),
  };
}

const REPORT_TYPES = ['application/csp-report', 'application/reports+json'];

/**
 * `POST /csp-report`: browsers report what the site policy blocked. Each violation is logged (warn,
 * at most 60 a minute per process) and kept among the latest 100 for operators. Always 204: a report
 * tells the sender nothing.
 */
export const cspReportRoutes: FastifyPluginAsyncZod<{ reports: CspReportLog }> = async (app, { reports }) => {
  app.addContentTypeParser(
    REPORT_TYPES,
    { parseAs: 'string', bodyLimit: 64 * 1024 },
    (_request, body, done) => {
      try {
        done(null, JSON.parse(body as string));
      } catch {
        done(null, null);
      }
    },
  );

  app.post(
    CSP_REPORT_PATH,
    {
      schema: {
        tags: ['security'],
        summary: 'Content-Security-Policy violation reports (report-uri and Reporting API formats)',
        description:
          'Bodies as browsers send them: `application/csp-report` (`{ "csp-report": {…} }`) or `application/reports+json` (`[{ type: "csp-violation", body: {…} }]`). Logged and kept among the latest 100 (GET /admin-api/system/csp-reports). Always 204.',
      },
      bodyLimit: 64 * 1024,
      logLevel: 'warn',
    },
    async (request, reply) => {
      for (const violation of reports.add(readViolations(request.body, new Date().toISOString()))) {
        request.log.warn({ csp: violation }, 'content security policy violation');
      }
      return reply.code(204).send();
    },
  );
};

const ZViolationSchema = z.object({
  receivedAt: z.string(),
  document: z.string(),
  blocked: z.string(),
  directive: z.string(),
  source: z.string().nullable(),
  line: z.number().nullable(),
  sample: z.string().nullable(),
});

/** `GET /admin-api/system/csp-reports`: the latest violations this process received. */
export const cspReportAdminRoutes: FastifyPluginAsyncZod<{ reports: CspReportLog }> = async (
  app,
  { reports },
) => {
  app.get(
    '/system/csp-reports',
    {
      schema: {
        tags: ['operator: system'],
        security: [{ operatorKey: [] }],
        summary: 'The latest Content-Security-Policy violations reported to this server process',
        response: {
          200: okEnvelope(z.object({ total: z.number().int(), recent: z.array(ZViolationSchema) })),
          ...errorReplies(401, 403),
        },
      },
    },
    async () => ok(reports.recent()),
  );
};
