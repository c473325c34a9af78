// Measures what the /login route pulls from this package: the client, the session (guest token, password log-in),
// the tenant and account calls with their validators, and their query options. React and TanStack Query are left
// out (the app pays for them once, whatever the route). Prints raw and gzip sizes; with --max-kb=N fails above N kB.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const entry = `
export {
  createApiClient, createQueryClient, ApiError, ApiClientProvider, useApiClient,
  getSessionKind, ensureGuestSession, signInWithPassword, signOut,
  tenantQueryOptions, currentUserQueryOptions, signInMutationOptions,
} from '${path.join(packageDir, 'src/index.ts')}';
`;

const entryDir = await mkdtemp(path.join(tmpdir(), 'api-client-login-'));
const entryFile = path.join(entryDir, 'login-entry.ts');
await writeFile(entryFile, entry);
let result;
try {
  result = await build({
    root: packageDir,
    logLevel: 'silent',
    configFile: false,
    build: {
      write: false,
      minify: true,
      lib: { entry: entryFile, formats: ['es'], fileName: 'login' },
      rollupOptions: { external: ['react', 'react/jsx-runtime', '@tanstack/react-query'] },
    },
  });
} finally {
  await rm(entryDir, { recursive: true, force: true });
}
const outputs = (Array.isArray(result) ? result : [result]).flatMap((item) => item.output);
const code = outputs.filter((chunk) => chunk.type === 'chunk').map((chunk) => chunk.code).join('\n');
const gzip = gzipSync(code, { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
console.log(`api-client on /login: ${kb(code.length)} minified, ${kb(gzip)} gzip`);
const validators = [...new Set(code.match(/\bv[A-Z][A-Za-z]+(?:Response|Envelope)\b/g) ?? [])];
if (validators.length) console.log(`validator names kept: ${validators.join(', ')}`);
const limit = process.argv.find((arg) => arg.startsWith('--max-kb='));
if (limit && gzip / 1024 > Number(limit.split('=')[1])) {
  console.error(`Above the ${limit.split('=')[1]} kB budget.`);
  process.exit(1);
}
