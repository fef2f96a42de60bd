import { defineBackground } from '#imports';

export default defineBackground({
  type: 'module',
  main() {
    // Wired up by utils/background (foundation issue).
  },
});
