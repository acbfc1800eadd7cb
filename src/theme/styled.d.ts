import 'styled-components';
import type { AppTheme } from './theme';

declare module 'styled-components' {
  // Declaration merging needs an interface here; it adds the theme's shape, nothing else.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends AppTheme {}
}
