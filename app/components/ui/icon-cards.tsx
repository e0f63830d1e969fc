import type { LucideIcon } from "lucide-react";

export type IconCard = { key: string; Icon: LucideIcon; title: string; text: string };

type IconCardsProps = {
  cards: readonly IconCard[];
  /** The list's grid. */
  className: string;
  /** Colours of the round badge behind each icon. */
  badgeClassName: string;
  /** Added to each card's heading, e.g. to stack the icon above the title on wide screens. */
  headingClassName?: string;
};

/** A grid of short cards, each an icon, a title (h3) and a sentence: the about page's values, the breakfast's offer. */
export function IconCards({ cards, className, badgeClassName, headingClassName }: IconCardsProps) {
  return (
    <ul className={className}>
      {cards.map(({ key, Icon, title, text }) => (
        <li key={key} className="rounded-[var(--radius-card)] border border-sand-200 bg-sand-50 p-6">
          <h3 className={["flex items-center gap-3 text-xl font-semibold text-sea-900", headingClassName].filter(Boolean).join(" ")}>
            <span className={`inline-flex size-11 shrink-0 items-center justify-center rounded-full ${badgeClassName}`}>
              <Icon aria-hidden="true" className="size-6" />
            </span>
            {title}
          </h3>
          <p className="mt-3 text-ink-700">{text}</p>
        </li>
      ))}
    </ul>
  );
}
