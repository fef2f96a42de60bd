import { defineBackground } from '#imports';
import { startBackground } from '../utils/background';

export default defineBackground({
  type: 'module',
  main() {
    startBackground();
  },
});
