import { Link } from "@remix-run/react";
import { T } from "~/i18n/use-translation";

/** The short line from a page about tracking statuses to the tracking reader (reader-links.ts). */
export function ReaderLinkLine({ className }: { className?: string }) {
  return (
    <p className={className}>
      <T k="nav.readerLine" components={{ link: <Link to="/tracking-help" className="link" /> }} />
    </p>
  );
}
