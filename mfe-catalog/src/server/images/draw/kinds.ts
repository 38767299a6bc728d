/** Which drawing each ImageKind uses. */
import type { ImageKind } from '../types';
import * as fashion from './kinds-fashion';
import * as home from './kinds-home';
import * as appliances from './kinds-appliances';
import * as tech from './kinds-tech';
import type { Paint } from './paint';

/** Draws the product itself (no background) as SVG elements on the 1200×1500 canvas. */
export type KindDrawing = (p: Paint) => string;

/** Every kind's drawing; a `Record` so a kind added to the contract fails typecheck until drawn. */
export const KIND_DRAWINGS: Readonly<Record<ImageKind, KindDrawing>> = {
  dress: fashion.dress,
  blouse: fashion.blouse,
  trousers: fashion.trousers,
  jeans: fashion.jeans,
  jacket: fashion.jacket,
  bra: fashion.bra,
  lingerie: fashion.lingerie,
  shoes: fashion.shoes,
  shirt: fashion.shirt,
  't-shirt': fashion.tShirt,
  kids: fashion.kids,
  baby: fashion.baby,
  sofa: home.sofa,
  armchair: home.armchair,
  'coffee-table': home.coffeeTable,
  'wall-unit': home.wallUnit,
  bed: home.bed,
  mattress: home.mattress,
  wardrobe: home.wardrobe,
  kitchen: home.kitchen,
  'dining-table': home.diningTable,
  chair: home.chair,
  bedding: home.bedding,
  curtain: home.curtain,
  rug: home.rug,
  'washing-machine': appliances.washingMachine,
  dryer: appliances.dryer,
  fridge: appliances.fridge,
  dishwasher: appliances.dishwasher,
  'coffee-machine': appliances.coffeeMachine,
  'food-processor': appliances.foodProcessor,
  'air-fryer': appliances.airFryer,
  vacuum: appliances.vacuum,
  'robot-vacuum': appliances.robotVacuum,
  tv: tech.tv,
  soundbar: tech.soundbar,
  headphones: tech.headphones,
  laptop: tech.laptop,
  tablet: tech.tablet,
  monitor: tech.monitor,
  smartphone: tech.smartphone,
  smartwatch: tech.smartwatch,
  console: tech.gameConsole,
  tyre: tech.tyre,
};

/** All kinds, in contract order. */
export const IMAGE_KINDS = Object.keys(KIND_DRAWINGS) as readonly ImageKind[];
