import { describe, expect, it } from 'vitest';
import committed from '../../../openapi.json?raw';
import { openApiDocumentText } from '../../lib/openapi-document';
import { api } from '../../test/factories';

describe('API documentation', () => {
  it('the committed openapi.json is up to date (run `npm run openapi`)', () => {
    expect(committed).toBe(openApiDocumentText());
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
    expect(html).not.toMatch(/https?:\/\/cdn/);
  });

  it('unknown API routes answer a JSON 404', async () => {
    const res = await api('/no-such-thing');
    expect([res.status, res.body.error.code]).toEqual([404, 'not_found']);
  });
});
