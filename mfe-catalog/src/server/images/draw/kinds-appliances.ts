/** Household appliances (1200×1500 canvas, standing on y ≈ 1250), housing in the variant colour. */
import { FILL, type Paint } from './paint';
import { circle, ellipse, line, outline, path, rect } from './svg';

/** A front-loading machine: cabinet, control panel, round door (glass for a washer, solid for a dryer). */
function frontLoader(p: Paint, glass: boolean): string {
  const o = outline(p.dark);
  let s = rect(300, 300, 600, 950, FILL.mainV, 24, o) + rect(300, 300, 600, 160, FILL.main, 24, o);
  if (p.view === 3)
    return s + rect(380, 560, 440, 520, p.dark, 20, { opacity: '0.3' }) + circle(450, 1150, 30, '#555');
  s += rect(340, 340, 230, 70, '#1d2226', 10) + circle(760, 380, 46, FILL.metal, outline('#777', 3));
  for (let i = 0; i < 3; i++) s += circle(620 + i * 30, 375, 8, p.trim);
  s += circle(600, 820, 230, FILL.metal, outline('#7d8288', 6));
  s += glass
    ? circle(600, 820, 175, FILL.black) + path('M480 760 Q540 660 650 650', '#ffffff', { opacity: '0.25' })
    : circle(600, 820, 175, FILL.main, outline(p.dark, 6)) + rect(450, 810, 300, 24, p.dark, 12);
  return s + rect(330, 1190, 540, 40, p.dark, 8);
}

export const washingMachine = (p: Paint) => frontLoader(p, true);
export const dryer = (p: Paint) => frontLoader(p, false);

/** A fridge-freezer: tall body, fridge door above a freezer drawer, bar handles. */
export function fridge(p: Paint): string {
  const o = outline(p.dark);
  const split = p.rng.int(820, 900);
  let s = rect(330, 120, 540, 1130, FILL.mainV, 30, o);
  s +=
    rect(340, 130, 520, split - 140, FILL.main, 22, outline(p.dark, 3)) +
    rect(340, split, 520, 1240 - split, FILL.main, 22, outline(p.dark, 3));
  if (p.view !== 3)
    s += rect(800, 260, 22, 360, FILL.metal, 10) + rect(800, split + 60, 22, 200, FILL.metal, 10);
  if (p.rng.chance(0.4) && p.view !== 3) s += rect(420, 300, 150, 110, '#20262b', 10);
  return s;
}

/** A dishwasher: control strip on top, full-width handle bar, plinth. */
export function dishwasher(p: Paint): string {
  const o = outline(p.dark);
  let s = rect(300, 380, 600, 870, FILL.mainV, 16, o) + rect(300, 380, 600, 110, FILL.main, 16, o);
  if (p.view !== 3) {
    s += rect(360, 410, 220, 50, '#1d2226', 8) + rect(360, 520, 480, 24, FILL.metal, 12);
    for (let i = 0; i < 4; i++) s += circle(640 + i * 50, 435, 12, p.trim);
  }
  return s + rect(320, 1200, 560, 40, p.dark, 6);
}

/** An espresso machine: body, bean hopper, spout, drip tray, a cup. */
export function coffeeMachine(p: Paint): string {
  const o = outline(p.dark);
  let s = rect(340, 360, 520, 860, FILL.mainV, 40, o) + rect(380, 260, 260, 120, FILL.black, 20);
  if (p.view !== 3) {
    s +=
      rect(400, 450, 400, 120, '#1d2226', 14) + circle(460, 510, 22, p.trim) + circle(740, 510, 22, p.trim);
    s += rect(440, 640, 320, 380, p.dark, 30) + rect(560, 660, 80, 70, FILL.metal, 10);
    s +=
      path('M530 880 L670 880 L655 1000 L545 1000 Z', '#fbfaf8', outline('#bcb6ad', 3)) +
      rect(420, 1010, 360, 40, FILL.metal, 8);
  }
  return s;
}

/** A food processor: motor base, clear bowl, lid with feed tube. */
export function foodProcessor(p: Paint): string {
  const o = outline(p.dark);
  let s = rect(380, 900, 440, 340, FILL.mainV, 50, o);
  if (p.view !== 3) s += circle(600, 1070, 50, p.trim) + circle(600, 1070, 20, p.dark);
  s += path('M400 900 L430 470 L770 470 L800 900 Z', '#dfe7ec', {
    opacity: '0.75',
    stroke: '#9fb0bb',
    'stroke-width': 4,
  });
  s += path('M800 560 Q900 560 900 700 Q900 820 790 830', 'none', { stroke: '#9fb0bb', 'stroke-width': 30 });
  s += rect(410, 430, 380, 60, FILL.main, 20, o) + rect(640, 300, 100, 140, FILL.main, 14, o);
  return s + rect(590, 520, 20, 340, FILL.metal);
}

/** An air fryer: rounded body, display, basket drawer with handle. */
export function airFryer(p: Paint): string {
  const o = outline(p.dark);
  let s = path('M360 1240 L330 520 Q340 380 600 370 Q860 380 870 520 L840 1240 Z', FILL.mainV, o);
  if (p.view !== 3) {
    s += rect(470, 470, 260, 120, '#1d2226', 20) + circle(600, 530, 30, p.trim);
    s += rect(360, 760, 480, 440, FILL.main, 30, o) + rect(520, 860, 160, 70, p.dark, 30);
  }
  return s + ellipse(600, 1245, 250, 18, p.dark);
}

/** A vacuum cleaner: canister body on wheels, hose, wand and floor nozzle (or a stick vacuum). */
export function vacuum(p: Paint): string {
  const o = outline(p.dark);
  if (p.rng.chance(0.5)) {
    let s =
      rect(565, 160, 70, 920, FILL.metal, 20) +
      path('M520 330 L780 330 Q800 330 800 360 L800 700 Q660 800 520 700 Z', FILL.main, o);
    s +=
      rect(560, 380, 200, 220, '#dfe7ec', 40, { opacity: '0.7' }) + rect(580, 150, 170, 80, FILL.main, 30, o);
    s += rect(380, 1040, 440, 120, FILL.main, 36, o) + rect(400, 1150, 400, 22, p.dark, 8);
    return s;
  }
  let s = path(
    'M220 1050 Q200 850 420 820 Q600 830 600 1040 Q600 1180 420 1180 Q240 1180 220 1050 Z',
    FILL.main,
    o,
  );
  s += circle(290, 1180, 50, '#2b2b2b') + circle(530, 1180, 50, '#2b2b2b') + circle(410, 960, 40, p.dark);
  s += path('M560 940 Q760 900 760 640', 'none', {
    stroke: '#3a3a3a',
    'stroke-width': 34,
    'stroke-linecap': 'round',
  });
  s += line('M760 640 L900 1140', '#a7adb3', 28) + rect(800, 1130, 260, 70, FILL.main, 20, o);
  return s;
}

/** A robot vacuum seen at an angle: disc with bumper, lidar dome, bristle brush. */
export function robotVacuum(p: Paint): string {
  const o = outline(p.dark);
  let s = ellipse(600, 960, 420, 160, p.dark) + ellipse(600, 900, 420, 160, FILL.main, o);
  s += path('M180 900 Q600 1120 1020 900 L1020 960 Q600 1180 180 960 Z', p.dark);
  if (p.view !== 3) s += ellipse(600, 860, 90, 40, FILL.black) + ellipse(600, 960, 30, 14, p.trim);
  if (p.rng.chance(0.5))
    for (let i = 0; i < 6; i++) s += line(`M${260 + i * 10} 1040 L${200 + i * 14} 1100`, '#555', 4);
  return s;
}
