type Props = { eyebrow?: string; title: string; subtitle?: string; children?: React.ReactNode };

/** The band at the top of an inner page: a small label, the page's one <h1>, a line of intro. */
export function PageHeader({ eyebrow, title, subtitle, children }: Props) {
  return (
    <header className="bg-gradient-to-b from-sea-50 to-sand-50">
      <div className="container-page py-10 sm:py-14">
        {eyebrow && <p className="eyebrow">{eyebrow}</p>}
        <h1 className="mt-2 text-4xl font-semibold text-sea-950 sm:text-5xl">{title}</h1>
        {subtitle && <p className="mt-4 max-w-2xl text-lg text-ink-700">{subtitle}</p>}
        {children}
      </div>
    </header>
  );
}
