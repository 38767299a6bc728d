/** Consumer electronics and tyres (1200×1500 canvas), body in the variant colour, screens tinted with it. */
import { FILL, type Paint } from './paint';
import { circle, ellipse, line, outline, path, rect } from './svg';

/** A screen picture: soft hills in shades of the variant colour. */
function picture(p: Paint, x: number, y: number, w: number, h: number): string {
  const hill = p.rng.int(0, 3);
  return (
    rect(x, y, w, h, FILL.screen) +
    path(
      `M${x} ${y + h * 0.7} Q${x + w * (0.2 + hill / 10)} ${y + h * 0.35} ${x + w * 0.55} ${y + h * 0.65} T${x + w} ${y + h * 0.55} L${x + w} ${y + h} L${x} ${y + h} Z`,
      p.light,
      { opacity: '0.7' },
    ) +
    circle(x + w * 0.78, y + h * 0.28, Math.min(w, h) * 0.08, '#fff6d8', { opacity: '0.8' })
  );
}

/** A flat TV on a stand (feet or a pedestal), bezel and stand in the variant colour. */
export function tv(p: Paint): string {
  const o = outline(p.dark);
  let s = p.rng.chance(0.5)
    ? path('M520 1060 L680 1060 L720 1220 L480 1220 Z', FILL.main, o)
    : line('M250 1060 L200 1220 M950 1060 L1000 1220', p.dark, 26);
  s += rect(90, 540, 1020, 590, FILL.main, 14, o);
  s +=
    p.view === 3 ? rect(400, 700, 400, 300, p.dark, 20, { opacity: '0.6' }) : picture(p, 112, 562, 976, 546);
  return s;
}

/** A monitor: screen, neck and foot. */
export function monitor(p: Paint): string {
  const o = outline(p.dark);
  let s = rect(540, 900, 120, 300, FILL.main, 10, o) + ellipse(600, 1210, 230, 36, FILL.main, o);
  s += rect(170, 420, 860, 540, FILL.main, 16, o);
  s += p.view === 3 ? circle(600, 690, 120, p.dark, { opacity: '0.5' }) : picture(p, 190, 440, 820, 480);
  return s;
}

/** An open laptop: lid with screen, keyboard deck in the variant colour. */
export function laptop(p: Paint): string {
  const o = outline(p.dark);
  let s = rect(230, 380, 740, 500, FILL.main, 20, o);
  s += p.view === 3 ? circle(600, 630, 50, p.light) : picture(p, 260, 410, 680, 440);
  s +=
    path('M230 880 L970 880 L1100 1120 L100 1120 Z', FILL.mainV, o) + rect(100, 1120, 1000, 30, p.dark, 10);
  if (p.view !== 3) {
    for (let r = 0; r < 4; r++)
      s += path(
        `M${300 - r * 25} ${920 + r * 40} L${900 + r * 25} ${920 + r * 40} L${905 + r * 25} ${950 + r * 40} L${295 - r * 25} ${950 + r * 40} Z`,
        p.dark,
        { opacity: '0.55' },
      );
    s += path('M500 1085 L700 1085 L705 1110 L495 1110 Z', p.dark, { opacity: '0.4' });
  }
  return s;
}

/** A handheld slab (tablet or smartphone): front with screen, back in full colour with the camera. */
function slab(p: Paint, w: number, h: number, r: number): string {
  const x = 600 - w / 2;
  const y = 740 - h / 2;
  const o = outline(p.dark);
  if (p.view === 3)
    return (
      rect(x, y, w, h, FILL.main, r, o) +
      rect(x + 40, y + 40, w * 0.3, w * 0.3, p.dark, 40) +
      circle(x + 40 + w * 0.1, y + 40 + w * 0.1, w * 0.06, '#111')
    );
  return (
    rect(x, y, w, h, FILL.main, r, o) +
    rect(x + 18, y + 18, w - 36, h - 36, '#101418', r - 12) +
    picture(p, x + 30, y + 30, w - 60, h - 60)
  );
}

export const tablet = (p: Paint) => slab(p, 760, 1040, 50);
export const smartphone = (p: Paint) => slab(p, 460, 960, 70);

/** A smartwatch: case with a screen, strap above and below. */
export function smartwatch(p: Paint): string {
  let s = rect(470, 150, 260, 1200, FILL.main, 60, outline(p.dark));
  for (let y = 1000; y < 1300; y += 70) s += circle(600, y, 12, p.dark);
  s += rect(390, 520, 420, 480, '#2a2e33', 90) + rect(420, 550, 360, 420, '#0d1013', 70);
  if (p.view !== 3) s += picture(p, 450, 590, 300, 340);
  return s + rect(800, 650, 30, 90, '#8a8f95', 10);
}

/** A soundbar: long low bar with a grille, seen slightly from above; a subwoofer when the seed says so. */
export function soundbar(p: Paint): string {
  const o = outline(p.dark);
  let s = '';
  if (p.rng.chance(0.5)) s += rect(800, 640, 260, 560, FILL.mainV, 20, o) + circle(930, 900, 90, p.dark);
  s += rect(100, 1000, 1000, 200, FILL.main, 60, o);
  if (p.view !== 3)
    for (let x = 160; x < 1060; x += 26) for (let y = 1040; y < 1170; y += 26) s += circle(x, y, 5, p.dark);
  return s;
}

/** Over-ear headphones: headband arc, padded ear cups. */
export function headphones(p: Paint): string {
  const o = outline(p.dark);
  let s = path('M280 900 Q260 300 600 280 Q940 300 920 900', 'none', {
    stroke: p.dark,
    'stroke-width': 70,
    'stroke-linecap': 'round',
  });
  s += path('M300 880 Q290 350 600 330 Q910 350 900 880', 'none', {
    stroke: p.main,
    'stroke-width': 44,
    'stroke-linecap': 'round',
  });
  s += rect(190, 820, 200, 360, FILL.main, 90, o) + rect(810, 820, 200, 360, FILL.main, 90, o);
  return s + rect(360, 860, 60, 280, p.dark, 30) + rect(780, 860, 60, 280, p.dark, 30);
}

/** A games console standing upright, with a controller in front. */
export function gameConsole(p: Paint): string {
  const o = outline(p.dark);
  let s =
    path('M400 200 L760 240 L760 1200 L400 1240 Z', FILL.mainV, o) +
    path('M560 230 L600 230 L600 1210 L560 1215 Z', '#202327');
  s += path(
    'M300 1000 Q360 900 480 930 L720 930 Q840 900 900 1000 Q960 1200 860 1230 Q800 1240 740 1140 L460 1140 Q400 1240 340 1230 Q240 1200 300 1000 Z',
    FILL.main,
    o,
  );
  if (p.view !== 3)
    s += circle(430, 1020, 34, p.dark) + circle(770, 1020, 34, p.dark) + circle(600, 1040, 14, p.trim);
  return s;
}

/** A tyre, front view: tread blocks on the rim, sidewall in the variant colour, a metal rim with spokes. */
export function tyre(p: Paint): string {
  const spokes = p.rng.int(5, 10);
  const blocks = 40;
  let s = circle(600, 760, 480, FILL.main, outline(p.dark, 6));
  for (let i = 0; i < blocks; i++) {
    const a = (i / blocks) * Math.PI * 2;
    const x = 600 + Math.cos(a) * 455;
    const y = 760 + Math.sin(a) * 455;
    s += rect(x - 14, y - 32, 28, 64, p.dark, 6, {
      transform: `rotate(${Math.round((a * 180) / Math.PI)} ${Math.round(x)} ${Math.round(y)})`,
    });
  }
  s += circle(600, 760, 300, p.dark) + circle(600, 760, 280, FILL.metal, outline('#7d8288', 4));
  for (let i = 0; i < spokes; i++) {
    const a = (i / spokes) * 360;
    s += `<g transform="rotate(${Math.round(a)} 600 760)">${path('M580 700 L620 700 L650 500 L550 500 Z', '#b8bdc2', outline('#8a8f95', 3))}</g>`;
  }
  return s + circle(600, 760, 70, '#9aa0a6') + circle(600, 760, 28, '#5f656b');
}
