import type { KeyboardEvent, ReactNode } from "react";

/**
 * Tabs as WAI-ARIA describes them: a tab list, one tab stop, arrows (Home, End) move to another tab
 * and open it; every panel is in the page, only the open one shown and filled. About 1 KB where
 * Radix's tabs were 4 KB of a section's first load (brotli). Ids come from `idBase`, not `useId`,
 * which the server (React) and the built browser (Preact, decision 0037) number differently.
 */
export type TabItem = { value: string; tab: ReactNode; panel: ReactNode };

/**
 * The tab a key moves the focus to in a tab list: Left and Right (and Up and Down with `upDown`, for
 * a list that can stand as a column), wrapping; Home and End. Null for another key, or when the
 * focus is not on one of the list's tabs.
 */
export function tabForKey<T extends HTMLElement>(list: HTMLElement, key: string, { upDown = false } = {}): T | null {
  const tabs = [...list.querySelectorAll<T>('[role="tab"]')];
  const at = tabs.indexOf(document.activeElement as T);
  if (at < 0) return null;
  const moves: Record<string, number> = {
    ArrowRight: at + 1,
    ArrowLeft: at - 1,
    ...(upDown ? { ArrowDown: at + 1, ArrowUp: at - 1 } : {}),
    Home: 0,
    End: tabs.length - 1,
  };
  const next = moves[key];
  return next === undefined ? null : tabs[(next + tabs.length) % tabs.length]!;
}

export function Tabs({
  idBase,
  label,
  value,
  onValueChange,
  items,
  className,
  listClassName,
  tabClassName,
  panelClassName,
}: {
  /** Unique on the page: every tab's and panel's id starts with it. */
  idBase: string;
  /** The tab list's name. */
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  items: TabItem[];
  className?: string;
  listClassName?: string;
  /** Styled open with `data-[state=active]:`. */
  tabClassName?: string;
  panelClassName?: string;
}) {
  const tabId = (item: string) => `${idBase}-tab-${item}`;
  const panelId = (item: string) => `${idBase}-panel-${item}`;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const tab = tabForKey(event.currentTarget, event.key);
    if (!tab) return;
    event.preventDefault();
    // Focusing a tab opens it (its onFocus).
    tab.focus();
  };

  return (
    <div className={className}>
      <div role="tablist" aria-label={label} aria-orientation="horizontal" onKeyDown={onKeyDown} className={listClassName}>
        {items.map((item) => {
          const selected = item.value === value;
          return (
            <button
              key={item.value}
              type="button"
              role="tab"
              id={tabId(item.value)}
              aria-selected={selected}
              aria-controls={panelId(item.value)}
              data-state={selected ? "active" : "inactive"}
              tabIndex={selected ? 0 : -1}
              onClick={() => onValueChange(item.value)}
              onFocus={() => {
                if (!selected) onValueChange(item.value);
              }}
              className={tabClassName}
            >
              {item.tab}
            </button>
          );
        })}
      </div>
      {items.map((item) => {
        const selected = item.value === value;
        return (
          <div
            key={item.value}
            role="tabpanel"
            id={panelId(item.value)}
            aria-labelledby={tabId(item.value)}
            tabIndex={0}
            hidden={!selected}
            data-state={selected ? "active" : "inactive"}
            className={panelClassName}
          >
            {selected && item.panel}
          </div>
        );
      })}
    </div>
  );
}
