/**
 * Scalar's configuration: nothing that calls Scalar's services (request proxy, AI agent, MCP, developer tools with
 * share/deploy, fonts). The reference only reads /api/openapi.json.
 */
const scalarConfiguration = {
  proxyUrl: '',
  withDefaultFonts: false,
  hideClientButton: true,
  showDeveloperTools: 'never',
  agent: { disabled: true },
  mcp: { disabled: true },
  telemetry: false,
};

/** The interactive API reference: Scalar's standalone bundle served from our own assets, so it works offline. */
export const apiReferencePage = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Workshop Admin API</title>
  </head>
  <body>
    <script id="api-reference" data-url="/api/openapi.json" data-configuration='${JSON.stringify(scalarConfiguration)}'></script>
    <script src="/scalar/zod-jitless.js"></script>
    <script src="/scalar/standalone.js"></script>
  </body>
</html>`;

/**
 * The page may load from this origin only, so a Scalar update that starts calling out is blocked and shows in the
 * console. Scalar injects its styles at runtime (hence 'unsafe-inline' for styles, never for scripts).
 */
export const apiReferenceContentSecurityPolicy = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');
