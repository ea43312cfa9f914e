import { describe, expect, it } from 'vitest';
import { loadApp } from '../../app';
import { openApiConfig } from '../../lib/openapi-doc';
import { useBindings } from '../bindings';
import { api } from '../factories';

/*
 * Every operation that answers without a session (public pages, links, credentials, the Postmark webhook) documents
 * a 429 and is refused when its limiter says no. Operations come from openapi.json, so a new public route without a
 * limit fails here.
 */

interface OperationObject {
  operationId: string;
  security?: Record<string, string[]>[];
  responses: Record<string, unknown>;
}

const document = (await loadApp()).getOpenAPI31Document(openApiConfig);
const operations = Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
  Object.entries(item ?? {}).map(([method, op]) => ({ ...(op as OperationObject), method, path })),
);

/** Answers without a bearer session: `security: []`, or only the webhook's Basic credentials (the default is bearer). */
const isPublic = (op: OperationObject) =>
  op.security !== undefined && !op.security.some((requirement) => 'bearerAuth' in requirement);

/**
 * Public reference data the inquiry form and every page load (catalogue, terms, organisation name and logo): no
 * credential, no link, no personal data, cached by version; a limit would only throttle offices behind one address.
 */
const unlimitedReferenceData = new Set(['getBasedata', 'getGeneralTerms', 'getOrganisation']);

/** Limited inside the service after the body validated (their own tests: auth, inquiries, public evaluations). */
const limitedAfterValidation: Record<string, unknown> = {
  login: { email: 'someone@example.org', password: 'guess' },
  requestPasswordReset: { email: 'someone@example.org' },
};
const coveredByFeatureTests = new Set(['createInquiry', 'submitPublicEvaluationResponse']);

const limiterNames = [
  'LOGIN_ACCOUNT_LIMITER',
  'LOGIN_CLIENT_LIMITER',
  'INQUIRY_LIMITER',
  'PASSWORD_RESET_ACCOUNT_LIMITER',
  'EVALUATION_CLIENT_LIMITER',
  'EVALUATION_LINK_LIMITER',
  'PUBLIC_LINK_LIMITER',
  'PUBLIC_CLIENT_LIMITER',
] as const;

/** Every limiter refuses and records what it was asked. */
function refuseEverything() {
  const asked: { limiter: string; key: string }[] = [];
  const refusing = (limiter: string): RateLimit => ({
    limit: async ({ key }) => {
      asked.push({ limiter, key });
      return { success: false };
    },
  });
  useBindings(Object.fromEntries(limiterNames.map((name) => [name, refusing(name)])));
  return asked;
}

const publicOperations = operations.filter((op) => isPublic(op) && !unlimitedReferenceData.has(op.operationId));
const placeholderPath = (path: string) => path.replace(/^\/api/, '').replace(/\{[^}]+\}/g, 'x');

describe('rate limits on public and credential routes', () => {
  it('finds the public operations (links, credentials, the webhook)', () => {
    expect(publicOperations.map((op) => op.operationId)).toEqual(
      expect.arrayContaining([
        'login',
        'requestPasswordReset',
        'findPasswordResetToken',
        'resetPassword',
        'createInquiry',
        'getInquiryFormdata',
        'viewInquiry',
        'getCoachRequestByLink',
        'answerCoachRequestByLink',
        'downloadFile',
        'getCalendarFeedFile',
        'getPublicEvaluation',
        'submitPublicEvaluationResponse',
        'confirmNewsletter',
        'unsubscribeNewsletter',
        'postmarkWebhook',
      ]),
    );
  });

  it.each(publicOperations.map((op) => [`${op.method.toUpperCase()} ${op.path}`, op] as const))(
    '%s documents 429 rate_limited',
    (_, op) => {
      expect(op.responses).toHaveProperty('429');
    },
  );

  it.each(
    publicOperations
      .filter((op) => !coveredByFeatureTests.has(op.operationId))
      .map((op) => [`${op.method.toUpperCase()} ${op.path}`, op] as const),
  )('%s asks its limiter for the client and answers 429 when it refuses', async (_, op) => {
    const asked = refuseEverything();
    const json = limitedAfterValidation[op.operationId] ?? (op.method === 'get' ? undefined : {});
    const { status, body } = await api(placeholderPath(op.path), {
      method: op.method.toUpperCase(),
      json,
      ip: '2001:db8:1:2:3::4',
    });
    expect(status).toBe(429);
    expect(body.error.code).toBe('rate_limited');
    expect(asked.length).toBeGreaterThan(0);
    expect(asked.some(({ key }) => key.endsWith('2001:db8:1:2::/64') || key.includes('2001:db8:1:2::/64|'))).toBe(true);
  });

  it('lets a request through when the limiter allows it (a link page answers as before)', async () => {
    const { status, body } = await api('/password/find/unknown-token');
    expect(status).toBe(404);
    expect(body.error.code).toBe('token_invalid');
  });

  it('counts link pages apart: a refusal on one page scope is keyed by that scope', async () => {
    const asked = refuseEverything();
    await api('/coaches/requests/link/x', { ip: '198.51.100.9' });
    await api('/files/x', { ip: '198.51.100.9' });
    expect(asked).toEqual([
      { limiter: 'PUBLIC_LINK_LIMITER', key: 'coach-request-link:198.51.100.9' },
      { limiter: 'PUBLIC_LINK_LIMITER', key: 'file:198.51.100.9' },
    ]);
  });
});
