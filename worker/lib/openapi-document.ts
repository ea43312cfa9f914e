import { app } from '../app';
import { buildOpenApiDocument } from './openapi-doc';

/** The document as `npm run openapi` writes it to openapi.json (stable key order, 2-space indent). */
export const openApiDocumentText = () => `${JSON.stringify(buildOpenApiDocument(app), null, 2)}\n`;
