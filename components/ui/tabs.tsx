/**
 * The popup's sections as an ARIA tab list: one tab in the Tab order, arrow keys move between
 * tabs (mirrored in right-to-left), Home/End jump. Panels stay mounted when hidden so a form
 * keeps what was typed while the agent looks at another section.
 */
import type { ComponentChildren } from 'preact';
import { useRef } from 'preact/hooks';

export interface TabDef<K extends string> {
  key: K;
  label: string;
}

export function TabList<K extends string>(props: {
  label: string;
  tabs: readonly TabDef<K>[];
  active: K;
  dir: 'ltr' | 'rtl';
  onSelect: (key: K) => void;
}) {
  const list = useRef<HTMLDivElement>(null);
  function onKeyDown(event: KeyboardEvent) {
    const index = props.tabs.findIndex((tab) => tab.key === props.active);
    const forward = props.dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    const back = props.dir === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
    let next = -1;
    if (event.key === forward) next = (index + 1) % props.tabs.length;
    else if (event.key === back) next = (index - 1 + props.tabs.length) % props.tabs.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = props.tabs.length - 1;
    if (next < 0) return;
    event.preventDefault();
    const tab = props.tabs[next]!;
    props.onSelect(tab.key);
    list.current?.querySelector<HTMLButtonElement>(`#tab-${tab.key}`)?.focus();
  }
  return (
    <div
      class="popup-tabs"
      role="tablist"
      aria-label={props.label}
      ref={list}
      onKeyDown={onKeyDown}
    >
      {props.tabs.map((tab) => {
        const selected = tab.key === props.active;
        return (
          <button
            key={tab.key}
            id={`tab-${tab.key}`}
            type="button"
            role="tab"
            class="popup-tab"
            aria-selected={selected ? 'true' : 'false'}
            aria-controls={`panel-${tab.key}`}
            tabIndex={selected ? 0 : -1}
            onClick={() => props.onSelect(tab.key)}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}

export function TabPanel(props: { tab: string; active: boolean; children: ComponentChildren }) {
  return (
    <section
      id={`panel-${props.tab}`}
      role="tabpanel"
      aria-labelledby={`tab-${props.tab}`}
      hidden={!props.active}
      tabIndex={0}
      class="popup-panel"
    >
      {props.children}
    </section>
  );
}
