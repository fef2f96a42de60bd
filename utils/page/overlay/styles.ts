/** Styles inside our shadow root: the page's CSS never reaches in, ours never leaks out. */
export const OVERLAY_CSS = `
:host { all: initial; }
* { box-sizing: border-box; }
.panel, .toast {
  position: fixed;
  font: 14px/1.4 system-ui, -apple-system, "Segoe UI", Tahoma, "Noto Sans Arabic", sans-serif;
  color: #10201e;
  background: #ffffff;
  border: 1px solid #b9cfcb;
  border-radius: 10px;
  box-shadow: 0 8px 24px rgba(16, 32, 30, 0.18);
  pointer-events: auto;
}
/* Never taller than the window: a control partly out of it would never take a click. */
.panel {
  min-width: 220px; max-width: 320px; max-height: calc(100vh - 8px); overflow-y: auto;
  padding: 8px; display: flex; flex-direction: column; gap: 4px;
}
.panel[hidden], .toast[hidden], .affordance[hidden] { display: none; }
.affordance {
  position: fixed; width: 20px; height: 20px; padding: 0; border-radius: 50%;
  display: flex; align-items: center; justify-content: center;
  background: #0f766e; color: #ffffff; border: 2px solid #ffffff;
  box-shadow: 0 1px 4px rgba(16, 32, 30, 0.35); pointer-events: auto;
}
.affordance:hover { background: #0b5f58; }
.affordance svg { width: 11px; height: 11px; fill: currentColor; }
.title { display: flex; align-items: center; gap: 8px; padding: 2px 4px 6px; font-weight: 600; }
.title .number { direction: ltr; unicode-bidi: isolate; flex: 1; font-size: 18px; letter-spacing: 0.02em; }
.hint { font-size: 12px; color: #4a5f5b; padding: 0 4px 4px; }
.name { display: flex; flex-direction: column; gap: 2px; font-size: 12px; color: #4a5f5b; padding: 0 4px 4px; }
.name input {
  font: inherit; font-size: 14px; color: #10201e; background: #fff; border: 1px solid #8fa9a4;
  border-radius: 6px; padding: 5px 8px;
}
.name input:focus-visible { outline: 3px solid #0f766e; outline-offset: 1px; }
/*
 * A refusal lies over the control instead of growing it: a control that grew would move its
 * buttons or run past the window's edge, and the guard would refuse every later click.
 */
.refusal {
  position: absolute; inset-inline: 0; z-index: 1; contain: inline-size;
  font-size: 12px; color: #9b1c13; background: #fff6f6; padding: 8px 12px;
  border: 1px solid #d9a3a3; border-radius: 10px; box-shadow: 0 4px 12px rgba(16, 32, 30, 0.15);
}
.panel .refusal { top: 0; }
.toast .refusal { bottom: calc(100% + 4px); }
.refusal[hidden], .actions[hidden] { display: none; }
.toast .actions { margin-top: 6px; }
button {
  font: inherit; color: inherit; background: #f2f7f6; border: 1px solid transparent; border-radius: 7px;
  padding: 7px 10px; text-align: start; cursor: pointer;
}
button:hover { background: #e1eeeb; }
button:focus-visible { outline: 3px solid #0f766e; outline-offset: 1px; }
button.primary { background: #0f766e; color: #ffffff; font-weight: 600; }
button.primary:hover { background: #0b5f58; }
button.close { background: transparent; padding: 2px 8px; font-size: 16px; line-height: 1; }
.badge { font-size: 11px; font-weight: 500; opacity: 0.85; margin-inline-start: 6px; }
.toast {
  bottom: 16px; inset-inline-end: 16px; max-width: 380px; padding: 10px 12px;
  display: flex; align-items: flex-start; gap: 10px;
}
.toast .text { flex: 1; }
.toast .detail { font-size: 12px; color: #4a5f5b; margin-top: 2px; }
.toast.error { border-color: #d9a3a3; background: #fff6f6; }
.toast.success { border-color: #9fd3bf; background: #f3fbf8; }
.dot { width: 10px; height: 10px; border-radius: 50%; margin-top: 5px; background: #0f766e; flex: none; }
.toast.progress .dot { animation: pulse 1s infinite alternate; }
.toast.error .dot { background: #b42318; }
/* Not called (a team rule, a repeat): amber, so a glance never reads it as a call placed. */
.toast.info .dot { background: #b54708; }
@keyframes pulse { from { opacity: 0.3; } to { opacity: 1; } }
@media (prefers-reduced-motion: reduce) { .toast.progress .dot { animation: none; } }
`;
