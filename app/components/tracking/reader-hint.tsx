import { Link } from "@remix-run/react";
import { T } from "~/i18n/use-translation";

/**
 * Said when what was put in the tracking form looks like a tracking history rather than numbers
 * (looks-like-history.ts): the tracking reader is the page for it. The text itself is not carried
 * over: the visitor pastes it there again, so it never travels in a web address.
 */
export function ReaderHint({ id, className }: { id?: string; className?: string }) {
  return (
    <p id={id} className={className}>
      <T k="tracking.readerHint" components={{ link: <Link to="/tracking-help" className="link font-semibold" /> }} />
    </p>
  );
}
