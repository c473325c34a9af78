// Vehicle photos are SVG illustrations drawn here from each vehicle's body kind and colour: the demo needs no
// network and no binary assets, and every vehicle still gets a picture that looks like its kind.

const BODIES: Record<string, string> = {
  hatchback: 'M70 250 L90 185 Q100 160 130 155 L300 150 Q340 150 370 175 L430 215 Q520 225 550 245 L560 280 L70 285 Z',
  sedan: 'M50 255 L80 220 Q110 205 160 200 L210 160 Q230 145 270 145 L370 145 Q410 148 440 180 L470 205 Q560 215 590 245 L595 285 L50 285 Z',
  suv: 'M60 260 L70 170 Q75 140 110 138 L380 135 Q420 137 445 165 L480 205 Q560 215 580 240 L585 290 L60 290 Z',
  van: 'M50 275 L55 120 Q58 95 85 95 L420 95 Q450 97 470 130 L520 205 Q575 215 590 245 L590 290 L50 290 Z',
  minivan: 'M50 265 L65 160 Q75 125 120 122 L400 120 Q440 122 470 160 L510 205 Q575 215 590 245 L590 290 L50 290 Z',
};

const WINDOWS: Record<string, string> = {
  hatchback: 'M140 170 L290 165 Q330 165 355 185 L385 210 L125 212 Z',
  sedan: 'M220 165 Q235 155 265 155 L365 155 Q395 158 415 185 L430 205 L200 205 Z',
  suv: 'M95 152 L370 150 Q405 152 425 175 L450 205 L95 208 Z',
  van: 'M380 110 L420 110 Q440 112 455 135 L490 195 L380 195 Z',
  minivan: 'M100 138 L395 135 Q430 138 450 165 L475 200 L95 205 Z',
};

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The illustration of a vehicle, as an SVG document. */
export function vehicleSvg(vehicle: { make: string; model: string; illustration: { kind: string; color: string } }): string {
  const kind = vehicle.illustration.kind in BODIES ? vehicle.illustration.kind : 'hatchback';
  const color = /^#[0-9a-fA-F]{6}$/.test(vehicle.illustration.color) ? vehicle.illustration.color : '#888888';
  const label = escapeXml(`${vehicle.make} ${vehicle.model}`);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="400" viewBox="0 0 640 400" role="img" aria-label="${label}">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#eef3f8"/><stop offset="1" stop-color="#dfe7ef"/></linearGradient></defs>
  <rect width="640" height="400" fill="url(#sky)"/>
  <rect y="300" width="640" height="100" fill="#c9d3dd"/>
  <ellipse cx="320" cy="305" rx="280" ry="14" fill="#000" opacity="0.15"/>
  <path d="${BODIES[kind]}" fill="${color}" stroke="#1f2933" stroke-width="4" stroke-linejoin="round"/>
  <path d="${WINDOWS[kind]}" fill="#cfe3f5" stroke="#1f2933" stroke-width="3" stroke-linejoin="round"/>
  <circle cx="170" cy="290" r="40" fill="#2b2f33"/><circle cx="170" cy="290" r="18" fill="#aab4bf"/>
  <circle cx="480" cy="290" r="40" fill="#2b2f33"/><circle cx="480" cy="290" r="18" fill="#aab4bf"/>
  <text x="320" y="370" text-anchor="middle" font-family="system-ui, sans-serif" font-size="22" fill="#3e4c59">${label}</text>
</svg>
`;
}
