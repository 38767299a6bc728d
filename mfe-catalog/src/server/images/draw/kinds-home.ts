/** Furniture and home textiles (1200×1500 canvas, floor line near y = 1250), in the variant colour. */
import { FILL, type Paint } from './paint';
import { circle, ellipse, line, outline, path, rect } from './svg';

/** Short tapered legs in wood or metal under a piece of furniture. */
function feet(p: Paint, xs: readonly number[], top: number, h: number): string {
  const fill = p.rng.chance(0.5) ? FILL.wood : FILL.metal;
  return xs
    .map((x) => path(`M${x - 14} ${top} L${x + 14} ${top} L${x + 8} ${top + h} L${x - 8} ${top + h} Z`, fill))
    .join('');
}

/** A sofa (seats = 3) or an armchair (seats = 1): back, arms, seat cushions, feet. */
function seating(p: Paint, seats: number): string {
  const o = outline(p.dark);
  const half = seats === 1 ? 260 : 480;
  const armH = p.rng.int(0, 60);
  const backTop = seats === 1 ? p.rng.int(430, 520) : p.rng.int(560, 640);
  const l = 600 - half;
  const r = 600 + half;
  let s = feet(p, [l + 60, r - 60], 1130, 100);
  s += rect(l + 40, backTop, 2 * half - 80, 560, FILL.mainV, 40, o);
  s += rect(l + 60, 900, 2 * half - 120, 240, FILL.main, 24, o);
  const cw = (2 * half - 220) / seats;
  if (p.view !== 3) {
    for (let i = 0; i < seats; i++) s += rect(l + 110 + i * cw, 860, cw - 10, 110, p.light, 30, o);
    for (let i = 0; i < seats; i++) s += rect(l + 120 + i * cw, backTop + 60, cw - 30, 260, FILL.main, 40, o);
  }
  s +=
    rect(l, 760 - armH, 120, 390 + armH, FILL.main, 50, o) +
    rect(r - 120, 760 - armH, 120, 390 + armH, FILL.main, 50, o);
  if (p.rng.chance(0.5) && p.view !== 3)
    s += rect(l + 150, 720, 150, 150, p.trim, 30, { transform: `rotate(-8 ${l + 225} 795)` });
  return s;
}

export const sofa = (p: Paint) => seating(p, 3);
export const armchair = (p: Paint) => seating(p, 1);

/** A table: top in the variant colour (or wood with a coloured frame), four legs. */
function table(p: Paint, height: number, halfW: number): string {
  const o = outline(p.dark);
  const topY = 1240 - height;
  const round = p.rng.chance(0.35);
  let s = '';
  for (const x of [600 - halfW + 50, 600 + halfW - 50])
    s += rect(x - 18, topY + 30, 36, height - 30, FILL.main, 6, o);
  s +=
    rect(600 - halfW + 120, topY + 10, 30, height - 60, p.dark) +
    rect(600 + halfW - 150, topY + 10, 30, height - 60, p.dark);
  s += round
    ? ellipse(600, topY, halfW + 30, 70, FILL.main, o)
    : path(
        `M${600 - halfW - 20} ${topY} L${600 - halfW + 80} ${topY - 90} L${600 + halfW - 80} ${topY - 90} L${600 + halfW + 20} ${topY} Z`,
        FILL.main,
        o,
      );
  return s + rect(600 - halfW - 20, topY, 2 * halfW + 40, 40, p.dark, 4);
}

export const coffeeTable = (p: Paint) =>
  table(p, p.rng.int(300, 380), 380) + (p.view === 3 ? '' : ellipse(520, 860, 60, 20, p.trim));
export const diningTable = (p: Paint) => table(p, 560, 440);

/** A chair: backrest, seat, four legs. */
export function chair(p: Paint): string {
  const o = outline(p.dark);
  let s = line('M430 940 L400 1250 M770 940 L800 1250 M480 940 L490 1210 M720 940 L710 1210', p.dark, 26);
  s += path('M450 380 Q600 340 750 380 L760 900 L440 900 Z', FILL.mainV, o);
  s += path('M400 900 L800 900 L780 980 L420 980 Z', FILL.main, o);
  if (p.rng.chance(0.5))
    for (let x = 500; x <= 700; x += 100) s += line(`M${x} 430 L${x} 860`, p.dark, 10, { opacity: '0.5' });
  return s;
}

/** A TV wall unit: low board, open shelves, a tall cabinet. */
export function wallUnit(p: Paint): string {
  const o = outline(p.dark);
  let s = rect(150, 980, 900, 230, FILL.mainV, 8, o) + feet(p, [200, 1000], 1210, 40);
  for (const x of [160, 460, 760])
    s +=
      rect(x + 10, 1000, 280, 190, FILL.main, 6, outline(p.dark, 3)) + rect(x + 130, 1080, 40, 10, p.trim, 4);
  s +=
    rect(150, 380, 240, 560, FILL.mainV, 8, o) +
    rect(440, 600, 610, 40, FILL.main, 6, o) +
    rect(440, 440, 610, 40, FILL.main, 6, o);
  s += rect(500, 530, 120, 70, FILL.wood, 4) + rect(880, 380, 80, 60, p.trim, 30);
  return s;
}

/** A bed: headboard in the variant colour, frame, white mattress, pillows and a throw. */
export function bed(p: Paint): string {
  const o = outline(p.dark);
  const hb = p.rng.int(420, 540);
  let s = rect(160, hb, 880, 720, FILL.mainV, 30, o);
  if (p.rng.chance(0.5))
    for (let x = 260; x < 1000; x += 130)
      s += line(`M${x} ${hb + 40} L${x} ${hb + 300}`, p.dark, 8, { opacity: '0.5' });
  s += path('M120 1000 L1080 1000 L1080 1180 L120 1180 Z', FILL.main, o) + feet(p, [160, 1040], 1180, 60);
  s += rect(130, 900, 940, 120, FILL.white, 20, outline('#c9c4bb', 3));
  s +=
    rect(200, 820, 330, 120, '#fbfaf8', 50, outline('#c9c4bb', 3)) +
    rect(670, 820, 330, 120, '#fbfaf8', 50, outline('#c9c4bb', 3));
  return s + path('M700 915 L1075 915 L1075 1030 L740 1030 Z', p.light, o);
}

/** A mattress in perspective: quilted white top, side panel in the variant colour. */
export function mattress(p: Paint): string {
  const o = outline('#b8b2a8', 3);
  let s = path('M180 820 L320 640 L1020 640 L1100 820 Z', FILL.white, o);
  for (let i = 1; i < 6; i++) s += line(`M${180 + i * 153} 820 L${320 + i * 117} 640`, '#d9d4cc', 3);
  s += rect(180, 820, 920, 260, FILL.main, 16, outline(p.dark));
  const band = p.rng.int(860, 900);
  s +=
    rect(180, band, 920, 26, p.trim, 0, { opacity: '0.8' }) +
    path('M1100 820 L1020 640 L1020 900 L1100 1080 Z', p.dark);
  return s;
}

/** A wardrobe: tall box with two or three doors, handles, plinth. */
export function wardrobe(p: Paint): string {
  const o = outline(p.dark);
  const doors = p.rng.pick([2, 3] as const);
  let s = rect(250, 170, 700, 1060, FILL.mainV, 8, o) + rect(250, 1200, 700, 40, p.dark, 4);
  const w = 700 / doors;
  for (let i = 0; i < doors; i++) {
    s += rect(258 + i * w, 180, w - 16, 1010, FILL.main, 4, outline(p.dark, 3));
    if (p.view !== 3) s += rect(250 + (i + 1) * w - (i % 2 === 0 ? 40 : w - 25), 600, 14, 160, p.trim, 7);
  }
  return s;
}

/** A fitted kitchen: base units with a worktop, hob and sink, wall units above. */
export function kitchen(p: Paint): string {
  const o = outline(p.dark, 3);
  let s = rect(100, 380, 1000, 300, '#e9e6e1') + rect(100, 820, 1000, 40, FILL.wood);
  for (let i = 0; i < 4; i++)
    s += rect(110 + i * 248, 200, 236, 260, FILL.mainV, 6, o) + rect(210 + i * 248, 420, 40, 10, p.trim, 4);
  for (let i = 0; i < 4; i++)
    s += rect(110 + i * 248, 870, 236, 340, FILL.mainV, 6, o) + rect(150 + i * 248, 900, 150, 12, p.trim, 6);
  s += rect(100, 1210, 1000, 30, p.dark);
  s +=
    ellipse(280, 815, 50, 10, '#333') +
    ellipse(400, 815, 50, 10, '#333') +
    rect(700, 806, 220, 16, '#b9bcc0', 6);
  return s + line('M880 806 L880 740 Q880 720 860 720', '#9aa0a6', 10);
}

/** Bedding: a folded duvet cover with a pillow, stripes or checks by seed. */
export function bedding(p: Paint): string {
  const o = outline(p.dark);
  let s = '';
  for (let i = 0; i < 3; i++)
    s += rect(220 + i * 10, 760 + i * 150, 760 - i * 20, 150, i === 1 ? FILL.main : FILL.mainV, 40, o);
  const pattern = p.rng.pick(['stripes', 'checks', 'plain'] as const);
  if (pattern === 'stripes')
    for (let x = 280; x < 960; x += 80) s += rect(x, 760, 24, 450, p.light, 0, { opacity: '0.55' });
  if (pattern === 'checks')
    for (let y = 790; y < 1200; y += 70) s += rect(230, y, 740, 20, p.light, 0, { opacity: '0.5' });
  return (
    s +
    rect(300, 520, 600, 250, FILL.main, 70, o) +
    rect(330, 560, 540, 170, p.light, 60, { opacity: '0.35' })
  );
}

/** Curtains: a rod and two gathered panels with vertical folds. */
export function curtain(p: Paint): string {
  const tie = p.rng.chance(0.5);
  let s =
    rect(120, 150, 960, 24, FILL.metal, 12) +
    circle(120, 162, 26, FILL.metal) +
    circle(1080, 162, 26, FILL.metal);
  for (const [x0, dir] of [
    [170, 1],
    [1030, -1],
  ] as const) {
    const inner = tie ? x0 + dir * 300 : x0 + dir * 380;
    s += path(
      `M${x0} 175 L${x0 + dir * 380} 175 Q${inner} 900 ${x0 + dir * 360} 1300 L${x0} 1300 Z`,
      FILL.main,
      outline(p.dark),
    );
    for (let i = 1; i < 6; i++)
      s += line(`M${x0 + dir * i * 62} 190 Q${x0 + dir * i * 52} 800 ${x0 + dir * i * 60} 1290`, p.dark, 14, {
        opacity: '0.3',
      });
    if (tie) s += rect(Math.min(x0, x0 + dir * 330), 760, 330, 30, p.trim, 12);
  }
  return s;
}

/** A rug seen from above at an angle: border, field, pattern by seed, fringes. */
export function rug(p: Paint): string {
  let s = path('M120 1230 L300 560 L900 560 L1080 1230 Z', FILL.main, outline(p.dark));
  s += path('M200 1180 L340 610 L860 610 L1000 1180 Z', 'none', { stroke: p.light, 'stroke-width': 20 });
  const motif = p.rng.pick(['diamond', 'lines', 'dots'] as const);
  if (motif === 'diamond') s += path('M600 680 L760 880 L600 1100 L440 880 Z', p.light, { opacity: '0.7' });
  if (motif === 'lines')
    for (let y = 700; y < 1140; y += 90)
      s += rect(360 - (y - 700) / 4, y, 480 + (y - 700) / 2, 20, p.light, 0, { opacity: '0.6' });
  if (motif === 'dots')
    for (let y = 700; y < 1140; y += 110)
      for (let x = 430; x <= 770; x += 110) s += circle(x + ((x - 600) * (y - 700)) / 1200, y, 26, p.light);
  for (let x = 130; x <= 1070; x += 30) s += line(`M${x} 1230 L${x} 1265`, p.trim, 5);
  return s;
}
