// Copies the Scalar API reference bundle into the built assets so /api/docs works without a CDN.
import { copyFileSync, mkdirSync } from 'node:fs';

mkdirSync('dist/client/scalar', { recursive: true });
copyFileSync('node_modules/@scalar/api-reference/dist/browser/standalone.js', 'dist/client/scalar/standalone.js');
