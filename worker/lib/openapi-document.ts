import { loadApp } from '../app';
import { buildOpenApiDocument } from './openapi-doc';

/** The document as `npm run openapi` writes it to openapi.json (stable key order, 2-space indent). */
export const openApiDocumentText = async () => `${JSON.stringify(buildOpenApiDocument(await loadApp()), null, 2)}\n`;
