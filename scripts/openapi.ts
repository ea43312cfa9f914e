// Writes openapi.json from the route contracts. A worker test fails when the committed file is stale.
import { writeFileSync } from 'node:fs';
import { openApiDocumentText } from '../worker/lib/openapi-document';

writeFileSync(new URL('../openapi.json', import.meta.url), await openApiDocumentText());
console.log('openapi.json written');
