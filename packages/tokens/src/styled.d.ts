// Module augmentation: the styled-components DefaultTheme is our SfTheme (referenced from index.ts so
// every package that imports @sf/tokens sees it).
import 'styled-components';
import type { SfTheme } from './theme';

declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends SfTheme {}
}
