// `pnpm --filter @frontoffice/demo-api start`: runs src/server/main.ts (issue 4: up in under 3 s on Node 20, which
// cannot run TypeScript). Loading ~60 TypeScript files through a loader took most of the start-up, so the server is
// bundled once with esbuild into node_modules/.cache and the bundle is reused until one of its sources changes.
import { existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const packageDir = fileURLToPath(new URL('..', import.meta.url));
const entry = resolve(packageDir, 'src/server/main.ts');
const outfile = resolve(packageDir, 'node_modules/.cache/demo-api/server.mjs');
const inputsFile = `${outfile}.inputs.json`;

function isFresh() {
  if (!existsSync(outfile) || !existsSync(inputsFile)) return false;
  const built = statSync(outfile).mtimeMs;
  try {
    const inputs = JSON.parse(readFileSync(inputsFile, 'utf8'));
    return inputs.every((file) => existsSync(file) && statSync(file).mtimeMs <= built);
  } catch {
    // Being written by another start at this very moment: build our own.
    return false;
  }
}

if (!isFresh()) {
  const { build } = await import('esbuild');
  const tenantsAssets = {
    name: 'tenants-assets',
    setup(b) {
      // tenants/index.ts locates its SVG files from import.meta.url: keep the URL of the source file, not the bundle's.
      b.onLoad({ filter: /[\\/]tenants[\\/]index\.ts$/ }, (args) => ({
        contents: readFileSync(args.path, 'utf8').replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href)),
        loader: 'ts',
        resolveDir: dirname(args.path),
      }));
    },
  };
  // Written aside then renamed, so that two starts at once (dev server and end-to-end suite) never load half a file.
  const temporary = `${outfile}.${process.pid}.tmp`;
  const result = await build({
    entryPoints: [entry],
    outfile: temporary,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    metafile: true,
    logLevel: 'warning',
    plugins: [tenantsAssets],
    // Bundled CommonJS packages (ajv) call require(); an ES module has none of its own.
    banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  });
  mkdirSync(dirname(outfile), { recursive: true });
  renameSync(temporary, outfile);
  // The bundle also depends on how it is built: this script and the package manifest.
  const inputs = [...Object.keys(result.metafile.inputs).map((file) => resolve(process.cwd(), file)), fileURLToPath(import.meta.url), resolve(packageDir, 'package.json')];
  writeFileSync(`${inputsFile}.${process.pid}.tmp`, JSON.stringify(inputs));
  renameSync(`${inputsFile}.${process.pid}.tmp`, inputsFile);
}

await import(pathToFileURL(outfile).href);
