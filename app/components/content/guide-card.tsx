import { Link } from "@remix-run/react";
import { ArrowRightIcon } from "~/components/icons";
import { useContentLang, useTranslation } from "~/i18n/use-translation";

/** One help article in the index: its question, a short excerpt and the way in. */
export function GuideCard({ path, title, excerpt }: { path: string; title: string; excerpt: string }) {
  const { t } = useTranslation();
  const contentLang = useContentLang();
  return (
    <article className="card flex h-full flex-col">
      <h2 lang={contentLang} className="text-lg font-semibold leading-snug text-slate-900">
        {title}
      </h2>
      <p lang={contentLang} className="mt-2 flex-1 leading-7 text-slate-700">
        {excerpt}
      </p>
      {/* Named after the article too, so a list of links read out of context still says where each goes. */}
      <Link
        to={path}
        aria-label={t("faq.guides.readLabel", { title })}
        className="link mt-4 inline-flex items-center gap-1 self-start"
        prefetch="intent"
      >
        {t("faq.guides.read")}
        <ArrowRightIcon />
      </Link>
    </article>
  );
}
