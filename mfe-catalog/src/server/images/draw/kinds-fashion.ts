/** Fashion silhouettes (1200×1500 canvas, garment centred on x = 600), in the variant colour. */
import { FILL, type Paint } from './paint';
import { circle, ellipse, line, outline, path, rect } from './svg';

/** Soft folds: a few dark translucent strokes from `top` down to `bottom` around `cx`. */
function folds(p: Paint, cx: number, top: number, bottom: number, spread: number, n: number): string {
  let out = '';
  for (let i = 0; i < n; i++) {
    const x = cx - spread + ((2 * spread) / Math.max(1, n - 1)) * i + p.rng.int(-15, 15);
    out += line(
      `M${Math.round(x * 0.4 + cx * 0.6)} ${top} Q${Math.round(x)} ${Math.round((top + bottom) / 2)} ${Math.round(x * 1.1 - cx * 0.1)} ${bottom}`,
      p.dark,
      6,
      { opacity: '0.35' },
    );
  }
  return out;
}

/** A dress: fitted bodice, flared skirt; straps or sleeves, neckline, belt and length vary. */
export function dress(p: Paint): string {
  const hw = p.rng.int(270, 400);
  const hemY = p.rng.int(1180, 1330);
  const neckY = p.rng.int(300, 380);
  const sleeves = p.rng.pick(['none', 'short', 'cap'] as const);
  const o = outline(p.dark);
  let s = '';
  if (sleeves === 'short') {
    s +=
      path('M455 275 L360 450 L440 490 L475 410 Z', FILL.main, o) +
      path('M745 275 L840 450 L760 490 L725 410 Z', FILL.main, o);
  } else if (sleeves === 'cap') {
    s +=
      path('M455 275 Q400 320 410 400 L470 410 Z', FILL.main, o) +
      path('M745 275 Q800 320 790 400 L730 410 Z', FILL.main, o);
  }
  const neck = p.view === 3 ? 270 : neckY;
  s += path(
    `M455 275 L525 250 Q600 ${neck} 675 250 L745 275 Q738 350 730 420 Q700 520 690 610 Q${600 + hw * 0.75} ${Math.round((610 + hemY) / 2)} ${600 + hw} ${hemY} Q600 ${hemY + 45} ${600 - hw} ${hemY} Q${600 - hw * 0.75} ${Math.round((610 + hemY) / 2)} 510 610 Q500 520 470 420 Q462 350 455 275 Z`,
    FILL.main,
    o,
  );
  if (sleeves === 'none') s += line('M470 280 L500 170 M730 280 L700 170', p.dark, 10);
  if (p.rng.chance(0.5)) s += rect(505, 590, 190, 36, p.trim, 8);
  s += folds(p, 600, 640, hemY - 10, hw * 0.6, 5);
  return s;
}

type TopStyle = 'blouse' | 'shirt' | 't-shirt' | 'jacket' | 'kids';

/** Tops share one body: shoulders, sleeves (long or short), a collar per style, a hem. */
function top(p: Paint, style: TopStyle): string {
  const o = outline(p.dark);
  const long = style === 'jacket' || style === 'shirt' || (style === 'blouse' && p.rng.chance(0.6));
  const hemY = style === 'jacket' ? p.rng.int(1120, 1200) : p.rng.int(1020, 1110);
  const hw = style === 'blouse' ? p.rng.int(210, 250) : p.rng.int(190, 220);
  let s = long
    ? path(`M395 310 L250 ${hemY - 140} L345 ${hemY - 115} L440 520 Z`, FILL.main, o) +
      path(`M805 310 L950 ${hemY - 140} L855 ${hemY - 115} L760 520 Z`, FILL.main, o)
    : path('M395 310 L285 540 L385 585 L440 470 Z', FILL.main, o) +
      path('M805 310 L915 540 L815 585 L760 470 Z', FILL.main, o);
  const neck = style === 't-shirt' || style === 'kids' ? 330 : 300;
  s += path(
    `M395 310 L525 262 Q600 ${p.view === 3 ? 280 : neck} 675 262 L805 310 L770 560 Q${600 + hw} 800 ${600 + hw} ${hemY} Q600 ${hemY + 25} ${600 - hw} ${hemY} Q${600 - hw} 800 430 560 Z`,
    FILL.main,
    o,
  );
  if (p.view === 3) return s + folds(p, 600, 420, hemY - 20, 120, 3);
  if (style === 'shirt' || style === 'jacket') {
    s += path('M525 262 L600 380 L560 420 L500 300 Z', style === 'jacket' ? p.dark : p.light, o);
    s += path('M675 262 L600 380 L640 420 L700 300 Z', style === 'jacket' ? p.dark : p.light, o);
  }
  if (style === 'jacket') {
    s += path(`M600 380 L560 ${hemY + 10} L640 ${hemY + 10} Z`, p.dark, { opacity: '0.5' });
    for (let y = 560; y < hemY - 60; y += 170) s += circle(628, y, 14, p.trim);
  } else if (style === 'shirt') {
    s += line(`M600 380 L600 ${hemY}`, p.dark, 5);
    for (let y = 450; y < hemY - 40; y += 120) s += circle(600, y, 10, p.trim);
  } else if (style === 'blouse') {
    s += p.rng.chance(0.5)
      ? path('M560 330 Q600 300 640 330 Q600 420 560 330 Z', p.light, o)
      : line('M600 330 L600 520', p.dark, 5);
  } else if (style === 'kids') {
    for (let y = 620; y < hemY - 60; y += 110)
      s += rect(600 - hw + 8, y, 2 * hw - 16, 40, p.trim, 0, { opacity: '0.9' });
  } else {
    s += path('M525 262 Q600 345 675 262 Q600 310 525 262 Z', p.dark);
  }
  return s + folds(p, 600, 600, hemY - 20, 120, 3);
}

export const blouse = (p: Paint) => top(p, 'blouse');
export const shirt = (p: Paint) => top(p, 'shirt');
export const tShirt = (p: Paint) => top(p, 't-shirt');
export const jacket = (p: Paint) => top(p, 'jacket');
/** Children's wear: a smaller striped top, drawn at 80 %. */
export const kids = (p: Paint) => `<g transform="translate(120 200) scale(0.8)">${top(p, 'kids')}</g>`;

/** A baby bodysuit: short sleeves, body narrowing to a snap crotch. */
export function baby(p: Paint): string {
  const o = outline(p.dark);
  let s =
    path('M420 420 L300 600 L390 650 L460 560 Z', FILL.main, o) +
    path('M780 420 L900 600 L810 650 L740 560 Z', FILL.main, o);
  s += path(
    'M420 420 L530 380 Q600 440 670 380 L780 420 L760 700 Q770 980 720 1080 Q600 1140 480 1080 Q430 980 440 700 Z',
    FILL.main,
    o,
  );
  s += path('M530 1080 Q600 1000 670 1080 L650 1150 L550 1150 Z', p.dark);
  if (p.view !== 3) for (const x of [570, 600, 630]) s += circle(x, 1130, 9, p.trim);
  return s;
}

/** Trousers and jeans: waistband, two legs; jeans get copper stitching, pockets and rivets. */
function legs(p: Paint, denim: boolean): string {
  const o = outline(p.dark);
  const flare = p.rng.int(0, 50);
  const hem = 1330;
  let s = path(
    `M430 280 L770 280 L${800 + flare} ${hem} L${620} ${hem} L600 600 L${580} ${hem} L${400 - flare} ${hem} Z`,
    FILL.main,
    o,
  );
  s += rect(425, 215, 350, 70, FILL.mainV, 6, o);
  if (denim) {
    const stitch = '#d69a3c';
    s += line(`M600 285 L600 600`, stitch, 4, { 'stroke-dasharray': '14 10' });
    if (p.view === 3) {
      s += path('M470 380 L570 380 L565 500 L520 520 L475 500 Z', 'none', {
        stroke: stitch,
        'stroke-width': 4,
        'stroke-dasharray': '12 9',
      });
      s += path('M630 380 L730 380 L725 500 L680 520 L635 500 Z', 'none', {
        stroke: stitch,
        'stroke-width': 4,
        'stroke-dasharray': '12 9',
      });
    } else {
      s += line('M440 300 Q500 380 520 290 M760 300 Q700 380 680 290', stitch, 4, {
        'stroke-dasharray': '12 9',
      });
      s += circle(470, 300, 8, stitch) + circle(730, 300, 8, stitch) + circle(600, 250, 14, '#b8b2a6');
    }
    s += line(
      `M${405 - flare} ${hem - 30} L578 ${hem - 30} M622 ${hem - 30} L${795 + flare} ${hem - 30}`,
      stitch,
      4,
      { 'stroke-dasharray': '12 9' },
    );
  } else {
    s += line(`M500 300 L${490 - flare / 2} ${hem} M700 300 L${710 + flare / 2} ${hem}`, p.dark, 5, {
      opacity: '0.6',
    });
  }
  return s;
}

export const trousers = (p: Paint) => legs(p, false);
export const jeans = (p: Paint) => legs(p, true);

/** A bra: two moulded cups, centre gore, band, straps; lace edge when the seed says so. */
export function bra(p: Paint): string {
  const o = outline(p.dark);
  let s = line('M380 720 L460 330 M820 720 L740 330', p.dark, 16);
  s += rect(250, 820, 700, 110, FILL.mainV, 20, o);
  s +=
    path('M250 840 Q260 560 440 520 Q560 560 590 820 Z', FILL.main, o) +
    path('M950 840 Q940 560 760 520 Q640 560 610 820 Z', FILL.main, o);
  if (p.rng.chance(0.6))
    for (let x = 280; x < 600; x += 40)
      s += circle(x + 10, 600 - Math.round(Math.sin((x - 280) / 100) * 60), 14, p.light);
  s += circle(600, 830, 16, p.trim);
  return s;
}

/** Briefs with a lace waistband. */
export function lingerie(p: Paint): string {
  const o = outline(p.dark);
  let s = path(
    'M260 480 Q600 560 940 480 L900 620 Q700 760 660 1040 L540 1040 Q500 760 300 620 Z',
    FILL.main,
    o,
  );
  for (let x = 280; x <= 920; x += 40)
    s += circle(x, 490 + Math.round(Math.sin(((x - 260) / 680) * Math.PI) * 38), 18, p.light);
  if (p.rng.chance(0.5)) s += path('M580 560 Q600 540 620 560 Q600 600 580 560 Z', p.trim);
  return s;
}

/** A pair of shoes side by side: sneaker, pump or ankle boot. */
export function shoes(p: Paint): string {
  const style = p.rng.pick(['sneaker', 'pump', 'boot'] as const);
  const one = (dx: number, dy: number) => {
    const o = outline(p.dark);
    let s = '';
    if (style === 'sneaker') {
      s += path(
        'M220 900 Q240 700 420 690 Q520 760 640 790 Q860 820 900 920 L900 960 L220 960 Z',
        FILL.main,
        o,
      );
      s += rect(205, 950, 710, 60, '#f4f2ee', 24, outline('#b9b4ab'));
      for (let i = 0; i < 4; i++)
        s += line(`M${430 + i * 45} ${725 + i * 18} L${470 + i * 45} ${770 + i * 18}`, p.trim, 10);
    } else if (style === 'pump') {
      s += path(
        'M240 930 Q260 760 330 740 Q480 860 700 830 Q860 840 900 930 L880 960 L300 960 Z',
        FILL.main,
        o,
      );
      s += path('M250 950 L280 1120 L310 1120 L320 960 Z', p.dark);
    } else {
      s += path('M260 960 L280 480 L480 480 L500 760 Q760 800 880 900 L880 960 Z', FILL.main, o);
      s += rect(250, 950, 640, 50, p.dark, 12);
    }
    return `<g transform="translate(${dx} ${dy})">${s}</g>`;
  };
  return one(-60, -170) + one(60, 230) + ellipse(600, 1260, 360, 22, '#000', { opacity: '0.08' });
}
