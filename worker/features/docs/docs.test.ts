import { describe, expect, it } from 'vitest';
import committed from '../../../openapi.json?raw';
import { openApiDocumentText } from '../../lib/openapi-document';
import { api } from '../../test/factories';

describe('API documentation', () => {
  it('the committed openapi.json is up to date (run `npm run openapi`)', async () => {
    expect(committed).toBe(await openApiDocumentText());
  });

  it('serves the document and an offline reference page', async () => {
    const doc = await api('/openapi.json');
    expect(doc.status).toBe(200);
    expect(doc.body.paths['/api/login'].post.requestBody.required).toBe(true);
    const { SELF } = await import('cloudflare:test');
    const page = await SELF.fetch('http://localhost/api/docs');
    const html = await page.text();
    expect(html).toContain('src="/scalar/standalone.js"');
    expect(html).toContain('data-url="/api/openapi.json"');
    expect(html).not.toMatch(/https?:\/\//);
    const configuration = JSON.parse(/data-configuration='([^']*)'/.exec(html)![1]!);
    expect(configuration).toMatchObject({
      proxyUrl: '',
      withDefaultFonts: false,
      showDeveloperTools: 'never',
      agent: { disabled: true },
      mcp: { disabled: true },
    });
  });

  it('the reference page may load from this origin only (its own policy, not the JSON one)', async () => {
    const { SELF } = await import('cloudflare:test');
    const page = await SELF.fetch('http://localhost/api/docs');
    const policy = page.headers.get('Content-Security-Policy') ?? '';
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain("script-src 'self';");
    expect(policy).toContain("connect-src 'self';");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toMatch(/https?:|\*/);
  });

  it('unknown API routes answer a JSON 404', async () => {
    const res = await api('/no-such-thing');
    expect([res.status, res.body.error.code]).toEqual([404, 'not_found']);
  });
});
