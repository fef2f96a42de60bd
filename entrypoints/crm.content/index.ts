import { defineContentScript } from '#imports';
import { startPageScript } from '../../utils/page/start';

export default defineContentScript({
  // Registered at run time for the sites the agent enabled (utils/sites); never declared in the manifest.
  registration: 'runtime',
  matches: [],
  allFrames: true,
  main(ctx) {
    void startPageScript(ctx);
  },
});
