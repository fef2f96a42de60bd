/**
 * The mark a running page script leaves in its isolated world (utils/page/dom/alive.ts), which
 * functions run by scripting.executeScript share: the background injects the script only into
 * frames without a live one (./registration.ts). Its own file, with nothing else in it, because the
 * page script imports it.
 */
export const PAGE_SCRIPT_ALIVE_KEY = 'dialbridge:page-script-alive';
