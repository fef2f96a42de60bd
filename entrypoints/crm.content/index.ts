import { defineContentScript } from '#imports';

export default defineContentScript({
  // Registered at run time for the sites the agent enabled (see utils/page and the background).
  registration: 'runtime',
  matches: [],
  allFrames: true,
  main() {},
});
