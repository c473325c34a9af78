import interLatinExt from '@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2?url&no-inline';
import interLatin from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url&no-inline';
import { INTER_FAMILY } from './fontNames.ts';

/**
 * Inter, latin and latin-ext only: French and English text (œ, €, « » included) needs no other subset; other scripts
 * fall back to the system font. The faces and ranges @fontsource-variable/inter/wght.css declares.
 */
const FACES = [
  {
    url: interLatinExt,
    unicodeRange:
      'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF',
  },
  {
    url: interLatin,
    unicodeRange: 'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD',
  },
];

export { INTER_FAMILY } from './fontNames.ts';

/**
 * Declares Inter to the document (issue 18): the theme's text is drawn in the system font until then. The app calls
 * it once its first page is on screen, so that the font (48 kB) does not share a phone's bandwidth with what that page
 * needs; the browser then downloads the face the text uses and redraws it (`display: swap`). Declaring twice is
 * harmless: a family already declared is left as it is.
 * @param fonts the document's font set (a test passes its own)
 */
export function loadFonts(fonts: Pick<FontFaceSet, 'add' | 'forEach'> = document.fonts): void {
  let declared = false;
  fonts.forEach((face) => {
    if (face.family.replace(/^["']|["']$/g, '') === INTER_FAMILY) declared = true;
  });
  if (declared) return;
  for (const { url, unicodeRange } of FACES) {
    fonts.add(new FontFace(INTER_FAMILY, `url("${url}") format("woff2-variations")`, { style: 'normal', weight: '100 900', display: 'swap', unicodeRange }));
  }
}
