import type { FastifyRequest } from 'fastify';
import type { Application } from '@/server/db';
import {
  requireApplicantView,
  requireApplicationAccess,
  type ApplicantSessionInfo,
  type ApplicantViewAccess,
} from '@/server/services/applications/access-token';

// The applicant's access check, in one place (docs/decisions/0007-structure.md). A route that
// acts on one application with its bearer token adds the hook `applicantAccess(source)`; the
// hook loads the application once and hands the route `request.application` and
// `request.accessToken`. Every route under /api/applications/:id gets it from that plugin's
// own hook (routes/api/applications/application/index.ts), so a new sub-route inherits it.

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * Set by the applicant-access hook; read it only in routes that run that hook, except the
     * applicant's read (`config.applicantView`), which gets `applicantView` instead.
     */
    application: Application;
    /** The bearer token that opened `application` (for links sent back to the applicant). */
    accessToken: string;
    /** Which of the application's keys that token is, and what it may open. */
    applicantSession: ApplicantSessionInfo;
    /**
     * On routes with `config.applicantView` only: the columns the view shows, its applicants and
     * current agreement, from the access check's one query.
     */
    applicantView?: Pick<ApplicantViewAccess, 'application' | 'parts'>;
  }
  interface FastifyContextConfig {
    /**
     * The route answers with the applicant's view: the access check loads the columns it shows
     * and the application's parts in its own query, so the read is one query
     * (docs/decisions/0021-server-throughput.md), and sets `request.applicantView`, not
     * `request.application`.
     */
    applicantView?: boolean;
  }
}

const field = (container: unknown, key: string): unknown =>
  typeof container === 'object' && container !== null && key in container
    ? Reflect.get(container, key)
    : undefined;

/**
 * Where the route carries the application id: the path (`/applications/:id/...`), or the body
 * or query string as `applicationId` (the payment and agreement calls keep their described
 * shapes). An id that is missing or malformed gets the same 404 as a wrong token.
 */
const idSources = {
  params: (request: FastifyRequest) => field(request.params, 'id'),
  body: (request: FastifyRequest) => field(request.body, 'applicationId'),
  query: (request: FastifyRequest) => field(request.query, 'applicationId'),
};
export type ApplicationIdSource = keyof typeof idSources;

/**
 * A hook (use as `preValidation` or `preHandler`) that admits the applicant holding the
 * application's token: 401 without a token, the same 404 for a wrong token or unknown id.
 */
export function applicantAccess(source: ApplicationIdSource) {
  const idOf = idSources[source];
  return async function loadApplication(request: FastifyRequest): Promise<void> {
    const db = request.server.db;
    const id = idOf(request);
    const { authorization } = request.headers;
    if (request.routeOptions.config.applicantView === true) {
      const access = await requireApplicantView(db, id, authorization);
      request.applicantView = { application: access.application, parts: access.parts };
      request.accessToken = access.accessToken;
      request.applicantSession = access.session;
      return;
    }
    const access = await requireApplicationAccess(db, id, authorization);
    request.application = access.application;
    request.accessToken = access.accessToken;
    request.applicantSession = access.session;
  };
}
