// Writes api/openapi.json from the contract (`npm run openapi`), after a contract change.
import { writeFileSync } from 'node:fs';
import { generateOpenApiDocument, OPENAPI_FILE, openApiFileText } from './generate-openapi.js';

writeFileSync(OPENAPI_FILE, openApiFileText(generateOpenApiDocument()));
console.log(`wrote ${OPENAPI_FILE}`);
