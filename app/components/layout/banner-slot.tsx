import { useT } from "~/i18n/use-t";

/**
 * An advertising slot filled by the super-admin with HTML (images and links). An empty
 * slot renders nothing at all.
 */
export function BannerSlot({ html, className = "", name }: { html: string | null | undefined; className?: string; name: string }) {
  const { t } = useT();
  if (!html || !html.trim()) return null;
  return (
    <aside aria-label={t("common.banner.label")} data-banner={name} className={`container-page my-6 ${className}`}>
      <div className="overflow-hidden rounded-xl [&_img]:h-auto [&_img]:max-w-full" dangerouslySetInnerHTML={{ __html: html }} />
    </aside>
  );
}
