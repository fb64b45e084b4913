// Where the committed OpenAPI document lives (served by routes/openapi, written by
// `npm run openapi`, compared with the contract by openapi-file.test.ts).
import { join } from 'node:path';
import { API_ROOT } from '../package-paths.js';

export const OPENAPI_FILE = join(API_ROOT, 'openapi.json');
