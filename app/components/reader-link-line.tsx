import { Link } from "@remix-run/react";
import { T, useLocalPath } from "~/i18n/use-translation";

/** The short line from a page about tracking statuses to the tracking reader (reader-links.ts). */
export function ReaderLinkLine({ className }: { className?: string }) {
  const localPath = useLocalPath();
  return (
    <p className={className}>
      <T k="nav.readerLine" components={{ link: <Link to={localPath("/tracking-help")} className="link" /> }} />
    </p>
  );
}
