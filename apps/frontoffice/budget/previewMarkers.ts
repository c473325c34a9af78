// What only a static tenant preview may contain (issue 20): the switch panel (decision D38) and the demo API. The
// operator build's test (operator-build.spec.ts) finds none of them in dist/; the preview's end-to-end test
// (e2e-preview/preview.spec.ts) finds every one of them in a preview, so none is a string nobody writes.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const appCatalogue = JSON.parse(readFileSync(new URL('../intl/fr.json', import.meta.url), 'utf8')) as Record<string, string>;

/** A marker: a name for the report, and the text looked for. */
export interface Marker {
  what: string;
  text: string;
}

/** Strings of the panel's code and messages. */
export const PANEL_MARKERS: Marker[] = [
  { what: 'the panel’s chunk', text: 'PreviewPanel' },
  { what: 'the preview start-up', text: 'preview-sw.js' },
  { what: 'the panel’s controls', text: '__demo/preview' },
  // The panel's own sentences, by their French text (the ids are compiled away); short words such as "Réessayer" are
  // every feature's too.
  ...Object.entries(appCatalogue)
    .filter(([id, text]) => id.startsWith('app.PreviewPanel.') && !/^app\.PreviewPanel\.(screen|section|option|step|setting)\./.test(id) && text.length >= 20)
    .filter(([, text]) => (text.split('{')[0] ?? text).trim().length >= 15)
    .map(([id, text]) => ({ what: `message ${id}`, text: (text.split('{')[0] ?? text).trim() })),
];

/** Strings of the demo API: its contract checks, its document, its fixtures, its hosts. */
export const DEMO_API_MARKERS: Marker[] = [
  { what: 'the contract checks', text: 'DEMO_CONTRACT_VIOLATION' },
  { what: 'the OpenAPI document as data', text: 'Operator API used by the driver front office' },
  { what: 'the demo accounts', text: 'demo-password' },
  { what: 'the IndexedDB store', text: 'frontoffice-preview' },
  { what: 'the demo operator’s fixtures', text: 'bonjour@cityshare.example' },
];

/** The text files (scripts, styles, pages, JSON) of a build folder. */
export function buildTexts(dir: string): { file: string; text: string }[] {
  const walk = (folder: string): string[] =>
    readdirSync(folder).flatMap((name) => {
      const path = join(folder, name);
      return statSync(path).isDirectory() ? walk(path) : [path];
    });
  return walk(dir)
    .filter((file) => /\.(js|css|html|json)$/.test(file))
    .map((file) => ({ file: file.slice(join(dir).replace(/\/$/, '').length + 1), text: readFileSync(file, 'utf8') }));
}

/** The markers found, with the files holding them. */
export function markersIn(dir: string, markers: Marker[]): string[] {
  const texts = buildTexts(dir);
  return markers.flatMap((marker) => {
    const files = texts.filter((t) => t.text.includes(marker.text)).map((t) => t.file);
    return files.length > 0 ? [`${marker.what} ("${marker.text}") in ${files.join(', ')}`] : [];
  });
}
