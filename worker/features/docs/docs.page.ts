/** The interactive API reference: Scalar's standalone bundle served from our own assets, so it works offline. */
export const apiReferencePage = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Workshop Admin API</title>
  </head>
  <body>
    <script id="api-reference" data-url="/api/openapi.json" data-configuration='{"withDefaultFonts":false,"hideClientButton":true}'></script>
    <script src="/scalar/standalone.js"></script>
  </body>
</html>`;
