import { HandHeart, Leaf, Sparkles, Wheat } from "lucide-react";

import { IconCards } from "~/components/ui/icon-cards";
import { useT } from "~/i18n/use-t";

export function AboutValues() {
  const { t } = useT();
  const values = [
    { key: "welcome", Icon: HandHeart },
    { key: "local", Icon: Wheat },
    { key: "care", Icon: Sparkles },
    { key: "environment", Icon: Leaf },
  ] as const;
  return (
    <section aria-labelledby="values-title" className="bg-white py-12 sm:py-16">
      <div className="container-page">
        <h2 id="values-title" className="text-3xl font-semibold text-sea-950">
          {t("about.values.title")}
        </h2>
        <IconCards
          cards={values.map(({ key, Icon }) => ({ key, Icon, title: t(`about.values.${key}.title`), text: t(`about.values.${key}.text`) }))}
          className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-4"
          badgeClassName="bg-sea-100 text-sea-800"
          headingClassName="lg:flex-col lg:items-start"
        />
      </div>
    </section>
  );
}
