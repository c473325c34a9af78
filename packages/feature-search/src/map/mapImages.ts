/**
 * The map's images, drawn on a canvas at the device's pixel ratio: the 44×44 station pin (spec §2, §9) and the
 * cluster bubbles with their counts. Drawing the counts as images avoids a glyphs source, which could not be fetched
 * offline (shared/toolchain.md); a bubble is made the first time the map asks for its count (`styleimagemissing`).
 */

/** The colours the images are drawn in (read from the theme). */
export interface MapImageColors {
  /** The pin and the bubbles. */
  fill: string;
  /** Text and outline on `fill`. */
  onFill: string;
  /** The chosen station's pin. */
  selected: string;
}

/** The pin's size in CSS pixels (spec §9: pins 44×44). */
export const PIN_SIZE = 44;
/** Image id of a station pin. */
export const PIN_IMAGE = 'station-pin';
/** Image id of the chosen station's pin. */
export const SELECTED_PIN_IMAGE = 'station-pin-selected';
/** Prefix of the cluster bubble images, followed by the abbreviated count. */
export const CLUSTER_IMAGE_PREFIX = 'cluster-';

/** Pixels and size of a drawn image, in the shape `map.addImage` takes. */
export interface DrawnImage {
  width: number;
  height: number;
  data: Uint8Array;
}

function canvas(size: number, ratio: number): CanvasRenderingContext2D | null {
  const element = document.createElement('canvas');
  element.width = Math.round(size * ratio);
  element.height = Math.round(size * ratio);
  const context = element.getContext('2d');
  context?.scale(ratio, ratio);
  return context;
}

function pixels(context: CanvasRenderingContext2D): DrawnImage {
  const { width, height } = context.canvas;
  return { width, height, data: new Uint8Array(context.getImageData(0, 0, width, height).data.buffer) };
}

/** A 44×44 map pin: a drop shape with a dot, its tip at the bottom centre. */
export function drawPin(fill: string, onFill: string, ratio: number): DrawnImage | null {
  const context = canvas(PIN_SIZE, ratio);
  if (!context) return null;
  const c = PIN_SIZE / 2;
  context.beginPath();
  context.moveTo(c, PIN_SIZE - 2);
  context.bezierCurveTo(c - 4, PIN_SIZE - 12, c - 16, PIN_SIZE - 22, c - 16, 18);
  context.arc(c, 18, 16, Math.PI, 0);
  context.bezierCurveTo(c + 16, PIN_SIZE - 22, c + 4, PIN_SIZE - 12, c, PIN_SIZE - 2);
  context.closePath();
  context.fillStyle = fill;
  context.fill();
  context.lineWidth = 2;
  context.strokeStyle = onFill;
  context.stroke();
  context.beginPath();
  context.arc(c, 18, 6, 0, Math.PI * 2);
  context.fillStyle = onFill;
  context.fill();
  return pixels(context);
}

/** The bubble of a cluster: at least 44 px, wider for longer counts, the count written in the middle. */
export function drawCluster(count: string, colors: MapImageColors, ratio: number): DrawnImage | null {
  const size = Math.max(PIN_SIZE, 28 + count.length * 9);
  const context = canvas(size, ratio);
  if (!context) return null;
  const c = size / 2;
  context.beginPath();
  context.arc(c, c, c - 2, 0, Math.PI * 2);
  context.fillStyle = colors.fill;
  context.globalAlpha = 0.9;
  context.fill();
  context.globalAlpha = 1;
  context.lineWidth = 3;
  context.strokeStyle = colors.onFill;
  context.stroke();
  context.fillStyle = colors.onFill;
  context.font = `600 15px system-ui, sans-serif`;
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  context.fillText(count, c, c + 1);
  return pixels(context);
}
