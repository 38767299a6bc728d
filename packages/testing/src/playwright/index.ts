export * from './first-action';
export { openListed } from './open-listed';
