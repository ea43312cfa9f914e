import { app } from '../app';
import { openApiConfig } from './openapi-doc';

/** The document as `npm run openapi` writes it to openapi.json (stable key order, 2-space indent). */
export const openApiDocumentText = () => `${JSON.stringify(app.getOpenAPI31Document(openApiConfig), null, 2)}\n`;
