import type { KeyboardEvent, ReactNode } from "react";

/**
 * Tabs as WAI-ARIA describes them: a tab list, one tab stop, arrows (Home, End) move to another tab
 * and open it; every panel is in the page, only the open one shown and filled. About 1 KB where
 * Radix's tabs were 4 KB of a section's first load (brotli). Ids come from `idBase`, not `useId`,
 * which the server (React) and the built browser (Preact, decision 0037) number differently.
 */
export type TabItem = { value: string; tab: ReactNode; panel: ReactNode };

const MOVES: Record<string, (at: number, count: number) => number> = {
  ArrowRight: (at, count) => (at + 1) % count,
  ArrowLeft: (at, count) => (at - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

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
    const move = MOVES[event.key];
    if (!move) return;
    const tabs = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]')];
    const at = tabs.indexOf(document.activeElement as HTMLButtonElement);
    if (at < 0) return;
    event.preventDefault();
    // Focusing a tab opens it (its onFocus).
    tabs[move(at, tabs.length)]!.focus();
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
