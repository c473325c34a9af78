// Derives the demo API's copy of the contract from openapi/frontoffice.yaml, the single source (house style):
//   src/generated/document.ts  the document as data, so that the browser hosts (msw, service worker) can compile
//                              the same ajv validators as the Node server without reading files.
// Its TypeScript types are api-client's (`ContractOperations`, `ContractComponents`), generated once.
// `--check` fails when the files are stale, so that a contract change cannot silently skip the demo API.
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

const here = (path) => fileURLToPath(new URL(path, import.meta.url));
const source = here('../../../openapi/frontoffice.yaml');
const outDir = here('../src/generated/');
const header = '// Generated from openapi/frontoffice.yaml by packages/demo-api/scripts/generate.mjs. Do not edit.\n';

const text = readFileSync(source, 'utf8');
const document = parse(text);
const documentTs = `${header}/** The OpenAPI document, as data. */\nexport const openapiDocument: unknown = ${JSON.stringify(document, null, 2)};\n`;

const outputs = { 'document.ts': documentTs };
if (process.argv.includes('--check')) {
  const stale = Object.entries(outputs).filter(([name, content]) => {
    try {
      return readFileSync(outDir + name, 'utf8') !== content;
    } catch {
      return true;
    }
  });
  if (stale.length > 0) {
    console.error(`Stale: ${stale.map(([n]) => `src/generated/${n}`).join(', ')}. Run \`pnpm --filter @frontoffice/demo-api generate\`.`);
    process.exit(1);
  }
  console.log('src/generated is up to date with openapi/frontoffice.yaml');
} else {
  mkdirSync(outDir, { recursive: true });
  for (const [name, content] of Object.entries(outputs)) writeFileSync(outDir + name, content);
  console.log('wrote src/generated/document.ts');
}
