import { defineBackground } from '#imports';
import { startBackground } from '../utils/background';
import { handlers } from '../utils/background/handlers';

export default defineBackground({
  type: 'module',
  main() {
    startBackground(handlers);
  },
});
