import type { Config } from '@react-router/dev/config';
import { PRERENDER_PATHS } from './app/config/content-paths';

// Every route ships as real HTML: no server rendering at run time, every known path prerendered.
export default {
  ssr: false,
  prerender: PRERENDER_PATHS,
} satisfies Config;
