/**
 * Whether this browser can draw the map: maplibre needs WebGL (issue 8: without it the list still works and a message
 * says why). Checked before the map's chunk is loaded, so a browser without WebGL never downloads it.
 */
export function supportsWebGL(): boolean {
  if (typeof document === 'undefined') return false;
  try {
    const canvas = document.createElement('canvas');
    const context = canvas.getContext('webgl2') ?? canvas.getContext('webgl');
    return context !== null && context !== undefined;
  } catch {
    return false;
  }
}
