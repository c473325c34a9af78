// Issue 3: CI fails when the generated code is stale.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
const packageDir = path.resolve(import.meta.dirname, '..');
const documentPath = path.resolve(packageDir, '../../openapi/frontoffice.yaml');

describe('check-generated', () => {
  it('fails when the document changed and src/generated was not regenerated', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'api-client-stale-'));
    try {
      const edited = (await readFile(documentPath, 'utf8')).replace('        contact_phone: {', '        contact_fax: { type: string }\n        contact_phone: {');
      const copy = path.join(dir, 'frontoffice.yaml');
      await writeFile(copy, edited);
      const failure = await run('node', ['scripts/generate.mjs', '--check'], { cwd: packageDir, env: { ...process.env, API_CONTRACT_PATH: copy } }).then(
        () => null,
        (error: { code: number; stderr: string }) => error,
      );
      expect(failure?.code).toBe(1);
      expect(failure?.stderr).toContain('src/generated is stale');
      expect(failure?.stderr).toContain('schema.ts');
      // The tenant's validator module is the one that changed.
      expect(failure?.stderr).toContain('valibot/vTenant.ts');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 30_000);
});
